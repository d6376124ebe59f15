import type { ListQuery, SuperQuery } from '../../../schemas/adapter.ts';
import type { AnyListPage } from '../../../schemas/types.ts';
import { MIN_COLUMN_WIDTH, SELECTION_WIDTH } from './columnWidth.ts';

/** Seed 002 section 9: 10 rows a page, 10/20/30 to choose from, newest first. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];

/** The size changer's choices: the seed's 10/20/30, plus the schema's own size when it is another. */
export function pageSizeOptions(pageSize: number | undefined): string[] {
  return pageSize === undefined || PAGE_SIZE_OPTIONS.includes(String(pageSize)) ? PAGE_SIZE_OPTIONS : [...PAGE_SIZE_OPTIONS, String(pageSize)];
}
export const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;
/** The parent value of top-level rows in the platform's tree tables. */
export const TREE_ROOT_PARENT = '0';

export type Sort = { column: string; order: 'asc' | 'desc' };

/** Everything that decides which rows a list shows (seed 002's "table list state"). */
export interface ListState {
  pageNo: number;
  pageSize: number;
  sort: Sort;
  /** The search form's filters, already in the value conventions. */
  search: Record<string, string>;
  /** Dictionary filters chosen in column headers. */
  columnFilters: Record<string, string[]>;
  superQuery?: SuperQuery;
}

export function initialListState(page: Pick<AnyListPage, 'pageSize' | 'defaultSort'>): ListState {
  return { pageNo: 1, pageSize: page.pageSize ?? DEFAULT_PAGE_SIZE, sort: page.defaultSort ?? DEFAULT_SORT, search: {}, columnFilters: {}, superQuery: undefined };
}

/**
 * The adapter query for a state. Column filters go out as `field=a,b` (IN) and win over a search
 * value for the same field, as JeecgListMixin merges them. A tree list asks for top-level rows only
 * while nothing narrows it; a search shows the matches wherever they sit.
 */
export function toListQuery(state: ListState, tree?: { parentField: string }): ListQuery {
  const filters: Record<string, string> = { ...state.search };
  for (const [field, values] of Object.entries(state.columnFilters)) if (values.length > 0) filters[field] = values.join(',');
  const narrowed = Object.keys(filters).length > 0 || (state.superQuery?.conditions.length ?? 0) > 0;
  if (tree && !narrowed) filters[tree.parentField] = TREE_ROOT_PARENT;
  const query: ListQuery = { pageNo: state.pageNo, pageSize: state.pageSize, sort: state.sort, filters };
  if (state.superQuery && state.superQuery.conditions.length > 0) query.superQuery = state.superQuery;
  return query;
}

/** The antd table's change event, reduced to what the list keeps. */
export interface TableChange {
  current?: number;
  pageSize?: number;
  sorter: { field?: unknown; order?: 'ascend' | 'descend' | null };
  filters: Record<string, readonly unknown[] | null>;
}

/** A new state after the user pages, sorts or filters in the table; clearing a sort restores the default. */
export function applyTableChange(state: ListState, change: TableChange, defaultSort: Sort = DEFAULT_SORT): ListState {
  const field = Array.isArray(change.sorter.field) ? change.sorter.field.join('.') : change.sorter.field;
  const sort: Sort = change.sorter.order && typeof field === 'string' ? { column: field, order: change.sorter.order === 'ascend' ? 'asc' : 'desc' } : defaultSort;
  const columnFilters: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(change.filters)) if (values && values.length > 0) columnFilters[key] = values.map(String);
  return { ...state, pageNo: change.current ?? state.pageNo, pageSize: change.pageSize ?? state.pageSize, sort, columnFilters };
}

/** `1-10 共37条` (seed 002 section 9's total text). */
export function totalText(total: number, range: [number, number]): string {
  return `${range[0]}-${range[1]} 共${total}条`;
}

/** After removing rows, the page to show: the one before when the current page would be empty. */
export function pageAfterRemoval(params: { total: number; removed: number; pageNo: number; pageSize: number }): number {
  const remaining = Math.max(0, params.total - params.removed);
  const lastPage = Math.max(1, Math.ceil(remaining / params.pageSize));
  return Math.min(params.pageNo, lastPage);
}

/** Pages of more rows than this are rendered as a virtual list: only the rows in view are in the DOM. */
export const VIRTUAL_FROM_ROWS = 30;
const VIRTUAL_HEIGHT = 560;

/**
 * The table's scroll settings: the sum of the column widths (buildColumns gives each a width, the
 * selection column included here), so the table fills its page when it fits and scrolls sideways,
 * with 操作 fixed, when it does not; its header texts are never squeezed under the fixed column.
 * Long pages (50 or 100 rows) are also a virtual list with a height, so hundreds of rows cost what
 * a screenful does. Decided by the rows shown, and while there are none yet by the page size: a
 * long page's table is then the same kind before and after its rows arrive.
 */
export function tableScroll(columns: readonly { width?: number | string }[], rowCount: number, pageSize: number): { virtual?: boolean; scroll: { x: number; y?: number } } {
  const x = columns.reduce<number>((sum, c) => sum + (typeof c.width === 'number' ? c.width : MIN_COLUMN_WIDTH), SELECTION_WIDTH);
  if ((rowCount === 0 ? pageSize : rowCount) <= VIRTUAL_FROM_ROWS) return { scroll: { x } };
  return { virtual: true, scroll: { x, y: VIRTUAL_HEIGHT } };
}
