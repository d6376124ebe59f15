import { useCallback } from 'react';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { controlMessages as m } from '../messages.ts';
import { SliderVerify } from './SliderVerify.tsx';

/** The slider verification as a form value: true once passed, which a required control asks for. */
export function SliderVerifyControl({ value, onChange, disabled, readOnly }: FieldControlProps) {
  const passed = useCallback(() => onChange(true), [onChange]);
  return <SliderVerify onSuccess={passed} passed={value === true} disabled={disabled || readOnly} />;
}

export const sliderVerifyControl: ControlEntry = {
  compType: 'sliderVerify',
  role: 'field',
  Render: SliderVerifyControl,
  // `false` is a value to the generic required rule: a required slider must have been passed.
  rules: (control) => (control.required ? [{ validator: (value) => (value === true ? '' : m.sliderRequired) }] : []),
};
