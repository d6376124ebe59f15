/**
 * How the picker controls store what was chosen (seed 001 section 9):
 * - dialogList: the chosen rows' `dval`, joined with ';' (the dialog-list separator);
 * - userList: the combined user value `names_*_usernames`, each list joined with ',';
 * - userDept: the chosen departments' ids, joined with ','.
 * The input shows the labels: the names part of a user value, else each key's `dlabel` in the rows.
 */

export type Row = Record<string, unknown>;

export const DIALOG_SEPARATOR = ';';
export const LIST_SEPARATOR = ',';
/** Between the name list and the username list of a combined user value. */
export const USER_JOIN = '_*_';

export type PickerKind = 'dialogList' | 'userList' | 'userDept';

export interface Chosen {
  keys: string[];
  /** The labels, where the value carries them (a combined user value); else they come from the rows. */
  labels?: string[];
}

const split = (text: string, separator: string) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

export const separatorOf = (kind: PickerKind) => (kind === 'dialogList' ? DIALOG_SEPARATOR : LIST_SEPARATOR);

export const keyOf = (row: Row, key: string) => String(row[key] ?? '');

/** What a stored value holds. A user value without `_*_` (usernames only, as some forms saved it) has no labels. */
export function readChosen(kind: PickerKind, value: unknown): Chosen {
  if (value === null || value === undefined || value === '') return { keys: [] };
  const text = Array.isArray(value) ? value.join(separatorOf(kind)) : String(value);
  if (kind === 'userList' && text.includes(USER_JOIN)) {
    const at = text.indexOf(USER_JOIN);
    return { labels: split(text.slice(0, at), LIST_SEPARATOR), keys: split(text.slice(at + USER_JOIN.length), LIST_SEPARATOR) };
  }
  return { keys: split(text, separatorOf(kind)) };
}

/** The value to store for the chosen rows: keys by `dval`, labels by `dlabel`. No rows give ''. */
export function buildValue(kind: PickerKind, rows: Row[], keys: { dval: string; dlabel: string }): string {
  if (rows.length === 0) return '';
  const values = rows.map((row) => keyOf(row, keys.dval));
  if (kind === 'userList') {
    const names = rows.map((row) => String(row[keys.dlabel] ?? keyOf(row, keys.dval)));
    return `${names.join(LIST_SEPARATOR)}${USER_JOIN}${values.join(LIST_SEPARATOR)}`;
  }
  return values.join(separatorOf(kind));
}

/** What the input shows: the value's own labels, else each key's `dlabel` where the rows know it, else the key. */
export function shownText(kind: PickerKind, value: unknown, rows: Row[], keys: { dval: string; dlabel: string }): string {
  const chosen = readChosen(kind, value);
  const separator = separatorOf(kind);
  if (chosen.labels && chosen.labels.length > 0) return chosen.labels.join(separator);
  return chosen.keys
    .map((key) => {
      const row = rows.find((r) => keyOf(r, keys.dval) === key);
      return row ? String(row[keys.dlabel] ?? key) : key;
    })
    .join(separator);
}

/** Whether the input can show a value without the rows: nothing chosen, or a user value carrying its names. */
export function labelledWithoutRows(kind: PickerKind, value: unknown): boolean {
  const chosen = readChosen(kind, value);
  return chosen.keys.length === 0 || (chosen.labels?.length ?? 0) > 0;
}
