import type { DictOption, Row } from '../../schemas/adapter.ts';

/** A dictionary item as fixtures hold it: `{value, text}` or `{value, label}`. */
export interface DictItem {
  value: string | number;
  text?: string;
  label?: string;
}

export function toOption(item: DictItem): DictOption {
  const text = String(item.text ?? item.label ?? item.value);
  return { value: String(item.value), text, label: text, title: text };
}

/**
 * The DictAspect's translation: each comma-separated value by itself, joined with `,`; a value the
 * dictionary does not hold is left out, and an empty value has no text (null).
 */
export function translate(value: unknown, items: readonly DictOption[]): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value)
    .split(',')
    .map((v) => items.find((i) => i.value === v)?.text)
    .filter((t): t is string => t !== undefined)
    .join(',');
}

/** A row with `<field>_dictText` added for every field that has a dictionary. */
export function withDictText(row: Row, dictOf: ReadonlyMap<string, readonly DictOption[]>): Row {
  const out: Row = { ...row };
  for (const [field, items] of dictOf) out[`${field}_dictText`] = translate(row[field], items);
  return out;
}

/** The value of a text as an import file holds it (`有效` → `1`); an unknown text stays as it is. */
export function untranslate(text: unknown, items: readonly DictOption[]): unknown {
  if (typeof text !== 'string') return text;
  return items.find((i) => i.text === text)?.value ?? text;
}
