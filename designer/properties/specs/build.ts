import type { Choice, PropertySpec } from '../propertySpec.ts';
import type { NumberBounds } from '../numberBounds.ts';

/*
 * Short builders for the spec tables, so each kind's panel reads as one line per property.
 * `extra` carries `when` and `patch`.
 */

type Of<T extends PropertySpec['type']> = Extract<PropertySpec, { type: T }>;
type Extra<T extends PropertySpec['type']> = Partial<Omit<Of<T>, 'type' | 'key' | 'label'>>;

export const text = (key: string, label: string, extra: Extra<'text'> = {}): Of<'text'> => ({ type: 'text', key, label, ...extra });
export const number = (key: string, label: string, bounds: NumberBounds = {}, extra: Extra<'number'> = {}): Of<'number'> => ({
  type: 'number',
  key,
  label,
  ...bounds,
  ...extra,
});
export const flag = (key: string, label: string, extra: Extra<'switch'> = {}): Of<'switch'> => ({ type: 'switch', key, label, ...extra });
export const choice = (key: string, label: string, choices: readonly Choice[], extra: Extra<'choice'> = {}): Of<'choice'> => ({
  type: 'choice',
  key,
  label,
  choices,
  ...extra,
});
export const color = (key: string, label: string, extra: Extra<'color'> = {}): Of<'color'> => ({ type: 'color', key, label, ...extra });
export const section = (label: string): Of<'section'> => ({ type: 'section', label });

/** Choices whose value is also their label (format names, extensions). */
export const plainChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
