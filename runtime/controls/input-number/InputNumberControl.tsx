import { InputNumber } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { readNumber, readText } from '../shared/read.ts';
import { PrettyValue } from '../shared/Pretty.tsx';

const numberOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

export function InputNumberControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  // `controls-position`: Element's 'right' is antd's only layout; its 'default' (− and + at either
  // end) has no antd twin, so both show antd's arrows at the right.
  return (
    <InputNumber
      id={control.id}
      value={numberOrNull(value)}
      onChange={(next) => onChange(next)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      min={readNumber(control, 'min')}
      max={readNumber(control, 'max')}
      step={readNumber(control, 'step', 1)}
      precision={readNumber(control, 'precision')}
      placeholder={readText(control, 'placeholder')}
      style={{ width: '100%' }}
    />
  );
}

export const inputNumberControl: ControlEntry = { compType: 'inputNumber', role: 'field', Render: InputNumberControl, Pretty: PrettyValue };
