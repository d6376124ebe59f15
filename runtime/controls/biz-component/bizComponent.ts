import type { ListQuery, Row } from '../../../schemas/adapter.ts';
import type { Control, DataSource } from '../../../schemas/types.ts';
import { readFlag, readNumber, readText } from '../shared/read.ts';
import { bizComponentMessages as m } from './messages.ts';

/**
 * The business component modal's pure parts (seed 002 §2, §7, §9): 900 wide, page size 5 of
 * 5/10/20/30, cells cut to 12 characters, rows keyed by id. The rows come from a declared entity's
 * list through the data adapter the control's `dataSource` names (as a list page's do); the value
 * is the chosen rows' `valueField`, joined with ',' and ended with one (the older component's
 * value key: `a,b,`).
 */

export const BIZ_MODAL_WIDTH = 900;
export const BIZ_PAGE_SIZE = 5;
export const BIZ_PAGE_SIZE_OPTIONS = ['5', '10', '20', '30'];
export const BIZ_ELLIPSIS_LENGTH = 12;
export const BIZ_ROW_KEY = 'id';
export const BIZ_SEPARATOR = ',';

export interface BizColumn {
  field: string;
  title: string;
  width?: number;
}

export interface BizConfig {
  title: string;
  multi: boolean;
  dataSource?: DataSource;
  columns: BizColumn[];
  /** The query form's fields: each searched as "contains" on the server. */
  queryFields: { field: string; label: string }[];
  rowKey: string;
  valueField: string;
  labelField: string;
  ellipsisLength: number;
  width: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function dataSourceOf(value: unknown): DataSource | undefined {
  if (!isRecord(value) || !str(value.adapter)) return undefined;
  return { adapter: str(value.adapter), args: isRecord(value.args) ? value.args : {} } as DataSource;
}

function columnsOf(value: unknown): BizColumn[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((c) => {
    const field = str(c.field);
    if (!field) return [];
    const width = typeof c.width === 'number' && c.width > 0 ? c.width : undefined;
    return [{ field, title: str(c.title) || field, ...(width ? { width } : {}) }];
  });
}

function queryFieldsOf(value: unknown): BizConfig['queryFields'] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((q) => (str(q.field) ? [{ field: str(q.field), label: str(q.label) || str(q.field) }] : []));
}

export function bizConfig(control: Control): BizConfig {
  const rowKey = readText(control, 'rowKey') || BIZ_ROW_KEY;
  const labelField = readText(control, 'labelField') || 'name';
  const columns = columnsOf(control.columns);
  return {
    title: readText(control, 'title') || m.title,
    multi: readFlag(control, 'multi', true),
    dataSource: dataSourceOf(control.dataSource),
    columns: columns.length > 0 ? columns : [{ field: labelField, title: readText(control, 'label') || labelField }],
    queryFields: queryFieldsOf(control.queryFields),
    rowKey,
    valueField: readText(control, 'valueField') || rowKey,
    labelField,
    ellipsisLength: readNumber(control, 'ellipsisLength', BIZ_ELLIPSIS_LENGTH),
    width: readNumber(control, 'width', BIZ_MODAL_WIDTH),
  };
}

export const keyOf = (row: Row, field: string) => (row[field] === undefined || row[field] === null ? '' : String(row[field]));

/** The keys of a stored value: 'a,b,' (or 'a,b', or a list). */
export function storedKeys(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : String(value).split(BIZ_SEPARATOR);
  return parts.map((key) => key.trim()).filter(Boolean);
}

/** The value to store: each key followed by ',' (`a,b,`); nothing chosen stores ''. */
export function valueOf(keys: string[]): string {
  return keys.map((key) => `${key}${BIZ_SEPARATOR}`).join('');
}

/** A cell cut to `length` characters with '...' (seed 002 §9: 12 in this modal); the whole text stays in the title. */
export function ellipsis(text: string, length: number): string {
  const chars = [...text];
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}

/** One page of the list for the query form's values: each filled field as "contains". */
export function pageQuery(values: Record<string, string>, pageNo: number, pageSize: number): ListQuery {
  const filters: Record<string, string> = {};
  for (const [field, raw] of Object.entries(values)) {
    const word = raw.trim();
    if (word) filters[field] = `*${word}*`;
  }
  return { pageNo, pageSize, filters };
}

/** The rows a stored value names, in one page: the list conventions read 'a,b' as "one of". */
export function storedRowsQuery(config: BizConfig, keys: string[]): ListQuery {
  return { pageNo: 1, pageSize: keys.length, filters: { [config.valueField]: keys.join(BIZ_SEPARATOR) } };
}
