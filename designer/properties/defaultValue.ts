import type { Control } from '../../schemas/types.ts';
import { parseDefaultList, parseDefaultValue } from './optionValues.ts';
import { readFlagProperty, readTextProperty } from './propertyPath.ts';

/**
 * How the default value of a kind is typed in the panel:
 * - text: kept as typed (an input's default '007' stays text);
 * - scalar: one choice, numeric text as a number so it matches numeric option values;
 * - list: several values typed as a comma list (checkbox, multiple select, ranges, cascader path);
 * - number: a number input (inputNumber, slider, rate);
 * - switch: one of the two switch values.
 */
export type DefaultValueMode = 'text' | 'scalar' | 'list' | 'number' | 'switch';

export function defaultValueMode(control: Control): DefaultValueMode {
  switch (control.compType) {
    case 'checkbox':
    case 'cascader':
      return 'list';
    case 'select':
      return readFlagProperty(control, 'multiple') ? 'list' : 'scalar';
    case 'radio':
      return 'scalar';
    case 'slider':
      return readFlagProperty(control, 'range') ? 'list' : 'number';
    case 'inputNumber':
    case 'rate':
      return 'number';
    case 'Switch':
      return 'switch';
    case 'date':
      return readTextProperty(control, 'type').endsWith('range') || readTextProperty(control, 'type') === 'dates' ? 'list' : 'text';
    case 'time':
      return readFlagProperty(control, 'is-range') ? 'list' : 'text';
    default:
      return 'text';
  }
}

/** The value to store for typed text, in the kind's mode (number and switch modes have their own inputs). */
export function parseTypedDefault(control: Control, typed: string): unknown {
  const mode = defaultValueMode(control);
  if (mode === 'list') {
    // Date and time ranges hold text; every other list holds option values.
    const asText = control.compType === 'date' || control.compType === 'time';
    return asText ? typed.split(',').map((part) => part.trim()).filter(Boolean) : parseDefaultList(typed);
  }
  if (mode === 'scalar') return parseDefaultValue(typed);
  return typed;
}
