import { Input } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { asText, readFlag, readNumber, readText } from '../shared/read.ts';
import { PrettyValue } from '../shared/Pretty.tsx';

export function TextareaControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  return (
    <Input.TextArea
      id={control.id}
      value={asText(value)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={readText(control, 'placeholder')}
      rows={readNumber(control, 'rows', 4)}
      // The older designer spells it `maxlength` here (el-input's attribute), `maxLength` on input.
      maxLength={readNumber(control, 'maxlength') ?? readNumber(control, 'maxLength')}
      showCount={readFlag(control, 'show-word-limit')}
    />
  );
}

export const textareaControl: ControlEntry = { compType: 'textarea', role: 'field', Render: TextareaControl, Pretty: PrettyValue };
