import { Input } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { asText, readFlag, readNumber, readText } from '../shared/read.ts';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

/**
 * A password typed behind dots, with the strength meter under it where a password is chosen
 * (`strengthMeter`, on unless false: a confirmation field turns it off).
 */
export function PasswordControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const text = asText(value);
  return (
    <>
      <Input.Password
        id={control.id}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={readText(control, 'placeholder')}
        maxLength={readNumber(control, 'maxLength')}
        autoComplete="new-password"
      />
      {readFlag(control, 'strengthMeter', true) && !readOnly && <PasswordStrengthMeter password={text} />}
    </>
  );
}

export const passwordControl: ControlEntry = { compType: 'password', role: 'field', Render: PasswordControl };
