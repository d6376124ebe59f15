import type { ListQuery } from '../../schemas/adapter.ts';
import { superQueryParams } from '../../schemas/query/superQuery.ts';
import type { QueryParams } from './transport.ts';

/**
 * The parameters of `GET {api}/list` (JeecgListMixin.getQueryParams): paging, sort, each filter as
 * its own parameter and the advanced query. Empty filters are left off.
 */
export function listParams(query: ListQuery): QueryParams {
  return { ...queryOnlyParams(query), pageNo: query.pageNo, pageSize: query.pageSize };
}

/** The same without paging, for the export, which covers every matching row. */
export function queryOnlyParams(query: ListQuery): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query.filters)) {
    if (value !== undefined && value !== null && String(value) !== '') params[key] = String(value);
  }
  if (query.sort) {
    params.column = query.sort.column;
    params.order = query.sort.order;
  }
  return { ...params, ...superQueryParams(query.superQuery) };
}
