import { Input, Space } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { asText, readFlag, readNumber, readText } from '../shared/read.ts';
import { PrettyValue } from '../shared/Pretty.tsx';

export function InputControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const prepend = readText(control, 'prepend');
  const append = readText(control, 'append');
  // showPassword (Element's show-password): typed characters hidden, with the eye that shows them.
  const Field = readFlag(control, 'showPassword') ? Input.Password : Input;
  const input = (
    <Field
      id={control.id}
      value={asText(value)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={readText(control, 'placeholder')}
      maxLength={readNumber(control, 'maxLength')}
      showCount={readFlag(control, 'show-word-limit')}
      allowClear={readFlag(control, 'clearable') && !readOnly}
    />
  );
  if (!prepend && !append) return input;
  // prepend / append as addons: antd 5.29 spells Element's input-group as Space.Compact + Space.Addon.
  return (
    <Space.Compact style={{ width: '100%' }}>
      {prepend ? <Space.Addon>{prepend}</Space.Addon> : null}
      {input}
      {append ? <Space.Addon>{append}</Space.Addon> : null}
    </Space.Compact>
  );
}

export const inputControl: ControlEntry = { compType: 'input', role: 'field', Render: InputControl, Pretty: PrettyValue };
