import { ColorPicker } from 'antd';
import type { FieldControlProps } from '../types.ts';
import { asText, readFlag } from '../shared/read.ts';

export function ColorPickerControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const alpha = readFlag(control, 'show-alpha');
  return (
    <ColorPicker
      value={asText(value) || undefined}
      onChange={(color) => onChange(alpha ? color.toRgbString() : color.toHexString())}
      disabledAlpha={!alpha}
      disabled={disabled || readOnly}
      showText
    />
  );
}
