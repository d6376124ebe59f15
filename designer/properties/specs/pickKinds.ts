import { dateFormats } from '../../../schemas/controls/catalogue.ts';
import type { Control } from '../../../schemas/types.ts';
import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L, propertyMessages as M } from '../messages.ts';
import { dateTypePatch } from '../dateType.ts';
import { readFlagProperty, readNumberProperty, readTextProperty, setProperty } from '../propertyPath.ts';
import { choice, color, flag, number, plainChoices, section, text } from './build.ts';
import { clearable, defaultValue, disabled, fieldBase, gutter, id, label, labelWidth, placeholder, readonly, required, showLabel, span } from './common.ts';

/** Panels of the picking kinds: slider, rate, date, time, colorPicker, cascader. */

const isDateRange = (c: Control) => readTextProperty(c, 'type').endsWith('range');
const isTimeRange = (c: Control) => readFlagProperty(c, 'is-range');

export const slider: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  number('min', L.min, { min: 0 }),
  number('max', L.max),
  number('step', L.step, { min: 0 }),
  // A range slider holds [from, to]: the default value changes shape with the mode.
  flag('range', L.range, {
    patch: (range: boolean, c: Control) => {
      const min = readNumberProperty(c, 'min') ?? 0;
      return { range, value: range ? [min, readNumberProperty(c, 'max') ?? min] : min };
    },
  }),
  flag('show-stops', L.showStops),
  flag('show-tooltip', L.showTooltip),
  defaultValue,
];

export const rate: PropertySpec[] = [
  ...fieldBase,
  disabled,
  readonly,
  number('max', L.rateMax, { min: 1, max: 10, precision: 0 }),
  flag('allow-half', L.allowHalf),
  flag('show-score', L.showScore),
  defaultValue,
];

export const date: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  choice('type', L.dateType, plainChoices(Object.keys(dateFormats)), { patch: (type, c) => dateTypePatch(c, String(type)) }),
  text('format', L.format),
  text('value-format', L.valueFormat),
  text('range-separator', L.rangeSeparator, { when: isDateRange }),
  text('start-placeholder', L.startPlaceholder, { when: isDateRange }),
  text('end-placeholder', L.endPlaceholder, { when: isDateRange }),
  clearable,
  readonly,
  disabled,
  defaultValue,
];

export const time: PropertySpec[] = [
  ...fieldBase,
  placeholder,
  text('format', L.format),
  text('value-format', L.valueFormat),
  flag('is-range', L.isRange, { patch: (range: boolean) => ({ 'is-range': range, value: range ? [] : '' }) }),
  text('range-separator', L.rangeSeparator, { when: isTimeRange }),
  clearable,
  readonly,
  disabled,
  defaultValue,
];

export const colorPicker: PropertySpec[] = [...fieldBase, disabled, flag('show-alpha', L.showAlpha), color('value', L.value)];

export const cascader: PropertySpec[] = [
  id,
  label,
  span,
  gutter,
  labelWidth(0),
  showLabel,
  required,
  placeholder,
  clearable,
  disabled,
  number('width', L.width, { min: 0, max: 100, precision: 0 }),
  flag('props.show-all-levels', L.showAllLevels),
  text('props.separator', L.separator),
  flag('props.filterable', L.filterable),
  choice('props.expandTrigger', L.expandTrigger, [
    { value: 'click', label: L.triggerClick },
    { value: 'hover', label: L.triggerHover },
  ]),
  // Several paths are a list of paths: the default value starts again empty.
  flag('props.multiple', L.multiple, {
    patch: (multiple: boolean, c: Control) => ({ ...setProperty(c, 'props.multiple', multiple), value: [] }),
  }),
  flag('props.checkStrictly', L.checkStrictly),
  text('props.label', L.labelKey),
  text('props.value', L.valueKey),
  text('props.children', L.childrenKey),
  flag('areaData', L.areaData),
  { type: 'hint', text: M.areaDataHint, when: (c) => readFlagProperty(c, 'areaData') },
  defaultValue,
  section(M.options),
  { type: 'cascaderOptions', when: (c) => !readFlagProperty(c, 'areaData') },
];

