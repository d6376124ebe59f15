import type { Control } from '../../../schemas/types.ts';
import { readFlag, readNumber, readText } from '../shared/read.ts';
import { searchSelectMessages as m } from './messages.ts';

/**
 * The searchable select's pure parts (seed 002 §7, §9): GET /sys/dict/loadDict/{dict} with the
 * typed keyword and a page size, asked `debounce` ms after the last key (800 in the searchable
 * select, 300 in the dictionary keyword search); stored values named through loadDictItem.
 */

export const SEARCH_URLS = {
  search: (dict: string) => `/sys/dict/loadDict/${encodeURIComponent(dict)}`,
  labels: (dict: string) => `/sys/dict/loadDictItem/${encodeURIComponent(dict)}`,
} as const;

/** Seed 002 §9: searchable select 800 ms, dictionary keyword search 300 ms, page size 10. */
export const SEARCH_SELECT_DEBOUNCE_MS = 800;
export const DICT_SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_SEPARATOR = ',';

export interface SearchSelectConfig {
  /** A dictionary code, or `table,text,code` of a declared entity. */
  dict: string;
  /** true: the server searches as one types; false: every item is loaded once and filtered here. */
  async: boolean;
  debounce: number;
  pageSize: number;
  multiple: boolean;
  placeholder: string;
}

export interface SearchOption {
  value: string;
  label: string;
}

const defaultDebounce = (compType: string) => (compType === 'dictSearch' ? DICT_SEARCH_DEBOUNCE_MS : SEARCH_SELECT_DEBOUNCE_MS);

export function searchSelectConfig(control: Control): SearchSelectConfig {
  const debounce = readNumber(control, 'debounce');
  const pageSize = readNumber(control, 'pageSize');
  return {
    dict: readText(control, 'dict').trim(),
    async: readFlag(control, 'async', true),
    debounce: debounce !== undefined && debounce >= 0 ? debounce : defaultDebounce(control.compType),
    pageSize: pageSize !== undefined && pageSize >= 1 ? Math.floor(pageSize) : SEARCH_PAGE_SIZE,
    multiple: readFlag(control, 'multiple'),
    placeholder: readText(control, 'placeholder') || m.placeholder,
  };
}

export function searchParams(pageSize: number, keyword: string): Record<string, unknown> {
  return { keyword: keyword.trim(), pageSize };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dictionary items ({value, text} or {value, label}) as options; items without a value are left out. */
export function toOptions(result: unknown): SearchOption[] {
  const list = Array.isArray(result) ? result : [];
  return list.flatMap((item) => {
    if (!isRecord(item) || item.value === undefined || item.value === null || item.value === '') return [];
    const value = String(item.value);
    const label = item.text ?? item.label ?? item.title ?? value;
    return [{ value, label: String(label) }];
  });
}

/** The stored values: 'a,b' or a list. */
export function searchValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(SEARCH_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The loadDictItem query naming stored values, missing ones answered as themselves (same order). */
export function labelParams(values: string[]): Record<string, unknown> {
  return { key: values.join(SEARCH_SEPARATOR), delNotExist: false };
}

/** Names by value from a loadDictItem answer (a list of texts in the order asked). */
export function labelsFrom(values: string[], answer: unknown): Map<string, string> {
  const names = Array.isArray(answer) ? answer : [];
  const labels = new Map<string, string>();
  values.forEach((value, i) => {
    const name = names[i];
    if (name !== undefined && name !== null && name !== '') labels.set(value, String(name));
  });
  return labels;
}
