import type { Control } from '../../../schemas/types.ts';
import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L, propertyMessages as M } from '../messages.ts';
import { readFlagProperty, readTextProperty } from '../propertyPath.ts';
import { choice, color, flag, number, section, text } from './build.ts';
import { clearable, defaultValue, disabled, fieldBase, placeholder, readonly } from './common.ts';

/** Panels of the kinds that choose among options or between two states. */

const options: PropertySpec[] = [section(M.options), { type: 'options' }];

const optionType = choice('optionType', L.optionType, [
  { value: 'default', label: L.optionDefault },
  { value: 'button', label: L.optionButton },
]);
// Element sizes a radio or checkbox option only when it is bordered or a button.
const optionSize = choice(
  'size',
  L.optionSize,
  [
    { value: 'medium', label: L.sizeMedium },
    { value: 'small', label: L.sizeSmall },
    { value: 'mini', label: L.sizeMini },
  ],
  { when: (c: Control) => readFlagProperty(c, 'border') || readTextProperty(c, 'optionType') === 'button' },
);

export const select: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  clearable,
  disabled,
  readonly,
  // One choice is a value, several are a list: the default value changes shape with the mode.
  flag('multiple', L.multiple, { patch: (multiple: boolean) => ({ multiple, value: multiple ? [] : '' }) }),
  flag('collapse-tags', L.collapseTags, { when: (c) => readFlagProperty(c, 'multiple') }),
  flag('filterable', L.filterable),
  defaultValue,
  ...options,
];

export const radio: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  flag('vertical', L.vertical),
  optionType,
  flag('border', L.border),
  optionSize,
  defaultValue,
  ...options,
];

export const checkbox: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  number('min', L.minCount, { min: 1, precision: 0 }),
  number('max', L.maxCount, { min: 1, precision: 0 }),
  optionType,
  flag('border', L.border),
  optionSize,
  defaultValue,
  ...options,
];

export const Switch: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  color('active-color', L.activeColor),
  color('inactive-color', L.inactiveColor),
  text('active-value', L.activeValue),
  text('inactive-value', L.inactiveValue),
  defaultValue,
];
