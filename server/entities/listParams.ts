import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { paramText, queryableField } from './filterRules.ts';
import type { EntityModel } from './model.ts';

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export const MAX_PAGE_SIZE = 1000;
/**
 * The last page number asked for: past it the row offset would not be an exact integer (the
 * drivers then refuse the query). No list has that many pages, so a larger one is an empty page.
 */
export const MAX_PAGE_NO = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

/**
 * `column` (several may be comma separated, a `_dictText` suffix is dropped) and `order` (ascending
 * when it says asc, otherwise descending, for every column). The entity's default order (newest first unless declared) when none is given.
 */
export function buildSort(entity: EntityModel, params: Record<string, unknown>): SortKey[] {
  const columns = paramText(params.column).split(',').map((c) => c.trim()).filter(Boolean);
  const direction = paramText(params.order).toLowerCase().includes('asc') ? 'asc' : 'desc';
  if (columns.length === 0) return entity.defaultSort;
  return columns.map((column) => {
    const field = queryableField(entity, column.replace(/_dictText$/, ''));
    if (!field) throw new ApiError(fill(msg.unknownSortColumn, { column }));
    return { field: field.name, direction };
  });
}

function positive(text: string): number | undefined {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** pageNo and pageSize: 1 and 10 by default, at most 1,000 rows a page and MAX_PAGE_NO pages. */
export function pageParams(params: Record<string, unknown>): { pageNo: number; pageSize: number } {
  return {
    pageNo: Math.min(positive(paramText(params.pageNo)) ?? 1, MAX_PAGE_NO),
    pageSize: Math.min(positive(paramText(params.pageSize)) ?? 10, MAX_PAGE_SIZE),
  };
}
