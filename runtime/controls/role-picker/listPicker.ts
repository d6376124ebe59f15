import { formatFilterValue } from '../../../schemas/query/index.ts';
import type { Control } from '../../../schemas/types.ts';
import type { PickerColumn, PickerConfig } from '../dialog-list/pickerConfig.ts';
import { readFlag, readText } from '../shared/read.ts';
import { listPickerMessages as m } from './messages.ts';

/**
 * The role and position pickers (seed 002 §2): a dialog over a paged administration list that the
 * server searches (roles by code, positions by name). The value is the chosen rows' `valueField`,
 * several joined with ','; the input shows their `labelField`.
 */

export type ListPickerKind = 'rolePicker' | 'positionPicker';
/** A column of the picker table; a `dictCode` column shows its values' dictionary texts. */
export type ListColumn = PickerColumn & { dictCode?: string };
export type Row = Record<string, unknown>;

export const LIST_SEPARATOR = ',';
/** Seed 002 §9: page size 10, options 10/20/30. */
export const PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
/** The keyword reaches the server this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Labels of a stored value are read from one page this large (the server's most). */
export const LABEL_PAGE_SIZE = 1000;
export const PICKER_WIDTH = 800;

interface KindSpec {
  title: string;
  columns: ListColumn[];
  /** The list's query parameter the keyword goes in, and what it is called. */
  searchParam: string;
  searchLabel: string;
  labelField: string;
  /** The fields the value may hold; the first is the default. */
  valueFields: string[];
}

const SPECS: Record<ListPickerKind, KindSpec> = {
  // Seed 002 §3: "Role selector: returns id and roleCode, displays roleName".
  rolePicker: {
    title: m.pickRole,
    columns: [
      { label: m.roleName, property: 'roleName', width: 200 },
      { label: m.roleCode, property: 'roleCode', width: 200 },
    ],
    searchParam: 'roleCode',
    searchLabel: m.roleCode,
    labelField: 'roleName',
    valueFields: ['roleCode', 'id'],
  },
  positionPicker: {
    title: m.pickPosition,
    columns: [
      { label: m.positionName, property: 'name', width: 200 },
      { label: m.positionCode, property: 'code', width: 150 },
      { label: m.positionRank, property: 'postRank', width: 120, dictCode: 'position_rank' },
    ],
    searchParam: 'name',
    searchLabel: m.positionName,
    labelField: 'name',
    valueFields: ['code', 'id'],
  },
};

export interface ListPickerConfig {
  kind: ListPickerKind;
  title: string;
  multi: boolean;
  /** The list address (GET, paged). */
  action: string;
  columns: ListColumn[];
  searchParam: string;
  searchLabel: string;
  valueField: string;
  labelField: string;
}

export const listPickerKind = (compType: string): ListPickerKind => (compType === 'positionPicker' ? 'positionPicker' : 'rolePicker');

export function listPickerConfig(control: Control): ListPickerConfig {
  const kind = listPickerKind(control.compType);
  const spec = SPECS[kind];
  const asked = readText(control, 'valueField');
  return {
    kind,
    title: readText(control, 'title') || spec.title,
    multi: readFlag(control, 'multi'),
    action: readText(control, 'action'),
    columns: spec.columns,
    searchParam: spec.searchParam,
    searchLabel: spec.searchLabel,
    valueField: spec.valueFields.includes(asked) ? asked : spec.valueFields[0],
    labelField: spec.labelField,
  };
}

/** What the shared picker frame reads: its title and width. */
export function frameConfig(config: ListPickerConfig): Pick<PickerConfig, 'title' | 'width'> {
  return { title: config.title, width: PICKER_WIDTH };
}

/**
 * The query of one page: pageNo, pageSize and the keyword under the searched field as a contains
 * search (`*kw*`, the list conventions every list answers), left out when empty.
 */
export function pageParams(config: ListPickerConfig, pageNo: number, pageSize: number, keyword: string): Record<string, unknown> {
  const word = formatFilterValue({ value: keyword, match: 'like', trim: true });
  return word ? { pageNo, pageSize, [config.searchParam]: word } : { pageNo, pageSize };
}

export const keyOf = (row: Row, field: string) => (row[field] === undefined || row[field] === null ? '' : String(row[field]));

/** The keys of a stored value: 'a,b' or a list. */
export function storedKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(LIST_SEPARATOR)
    .map((key) => key.trim())
    .filter(Boolean);
}

/** The value to store for the chosen rows: their `valueField`, joined with ','. */
export function valueOf(rows: Row[], config: ListPickerConfig): string {
  return rows
    .map((row) => keyOf(row, config.valueField))
    .filter(Boolean)
    .join(LIST_SEPARATOR);
}

/** What the input shows: each key's label where known, else the key itself. */
export function shownLabels(keys: string[], labels: ReadonlyMap<string, string>): string {
  return keys.map((key) => labels.get(key) || key).join(LIST_SEPARATOR);
}

/** Labels by key, from rows of the list. */
export function labelsOf(rows: Row[], config: ListPickerConfig): Map<string, string> {
  return new Map(rows.map((row) => [keyOf(row, config.valueField), keyOf(row, config.labelField)] as const).filter(([key, label]) => key && label));
}

/** The records and total of a paged answer ({records, total}); a plain list counts as one page. */
export function pageOf(result: unknown): { rows: Row[]; total: number } {
  const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(result)) return { rows: result.filter(isRow), total: result.length };
  if (isRow(result) && Array.isArray(result.records)) {
    const rows = result.records.filter(isRow);
    const total = Number(result.total);
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  }
  return { rows: [], total: 0 };
}
