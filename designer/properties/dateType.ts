import type { Control } from '../../schemas/types.ts';
import { dateFormats } from '../../schemas/controls/catalogue.ts';

/** The date types the designer offers, with the format each one starts with. */
export const DATE_TYPES = Object.keys(dateFormats);

const isRange = (type: string) => type.endsWith('range');
const isList = (type: string) => type === 'dates';
const valueShape = (type: string) => (isRange(type) ? 'range' : isList(type) ? 'list' : 'single');

/**
 * Choosing a date type sets the format per type (seed 001 §4; range types follow their base type).
 * The stored value follows the shown format, except for weeks: '2024 第 05 周' does not read back
 * as a date, so a week keeps the day it starts on. A default value of the wrong shape (one date
 * for a range) is cleared.
 */
export function dateTypePatch(control: Control, type: string): Partial<Control> {
  const format = dateFormats[type] ?? dateFormats.date;
  const patch: Partial<Control> = { type, format, 'value-format': type === 'week' ? dateFormats.date : format };
  const before = typeof control.type === 'string' ? control.type : 'date';
  if (valueShape(before) !== valueShape(type)) patch.value = valueShape(type) === 'single' ? '' : [];
  return patch;
}
