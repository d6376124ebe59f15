import type { ControlOption } from '../../schemas/types.ts';

// The older designer's isNumberStr: an optional sign, no leading zeros, an optional fraction.
// "01" and "1." stay text, so codes with leading zeros keep them.
const NUMERIC = /^[+-]?(0|[1-9]\d*)(\.\d+)?$/;

/** An option value as typed: text that looks numeric is stored as a number (seed 001 §3). */
export function toOptionValue(text: string): string | number {
  return NUMERIC.test(text) ? Number(text) : text;
}

/** A default value as typed, after the older designer's onvalueInput: numbers, booleans, or text. */
export function parseDefaultValue(text: string): string | number | boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  return toOptionValue(text);
}

/** A multi-choice default value typed as a comma list: each entry numeric when it looks so. */
export function parseDefaultList(text: string): (string | number)[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(toOptionValue);
}

/** How a default value shows in a text field: lists comma-joined. */
export function formatDefaultValue(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => (Array.isArray(v) ? v.join('/') : String(v))).join(',');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A new empty option, appended by 添加选项. */
export function emptyOption(): ControlOption {
  return { label: '', value: '' };
}
