import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L, propertyMessages as M } from '../messages.ts';
import { choice, flag, number, section, text } from './build.ts';
import { clearable, defaultValue, disabled, fieldBase, placeholder, readonly } from './common.ts';

/** Panels of the text-like value kinds: input, textarea, inputNumber, editor. */

const validation: PropertySpec[] = [section(M.validation), { type: 'rules' }];

export const input: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  clearable,
  disabled,
  readonly,
  number('maxLength', L.maxLength, { min: 1, precision: 0 }),
  flag('show-word-limit', L.showWordLimit),
  text('prefix-icon', L.prefixIcon),
  text('suffix-icon', L.suffixIcon),
  text('prepend', L.prepend),
  text('append', L.append),
  defaultValue,
  ...validation,
];

export const textarea: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  disabled,
  readonly,
  number('rows', L.rows, { min: 1, max: 50, precision: 0 }),
  number('maxlength', L.maxLength, { min: 1, precision: 0 }),
  flag('show-word-limit', L.showWordLimit),
  defaultValue,
  ...validation,
];

export const inputNumber: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  number('min', L.min),
  number('max', L.max),
  number('step', L.step, { min: 0 }),
  number('precision', L.precision, { min: 0, max: 10, precision: 0 }),
  choice('controls-position', L.controlsPosition, [
    { value: 'default', label: L.positionDefault },
    { value: 'right', label: L.positionRight },
  ]),
  defaultValue,
];

export const editor: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  number('max', L.editorMax, { min: 100, precision: 0 }),
  flag('validateMaxText', L.validateMaxText),
  defaultValue,
];
