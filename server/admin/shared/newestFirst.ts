import { sql, type SelectQueryBuilder } from 'kysely';
import { page, type Page } from '../../http/envelope.ts';
import type { SortKey } from '../../entities/listParams.ts';

export interface Paging {
  pageNo: number;
  pageSize: number;
  /** The client's order (listSort); newest first when absent. */
  sort?: SortKey[];
}

/**
 * One page of an administration list, in the given order or newest first (creation time), then by
 * id so rows created in the same second keep their order, with the total of the same filter. `filtered` holds the table and
 * its conditions only; every row's columns are answered.
 */
export async function newestFirstPage<Row>(filtered: SelectQueryBuilder<any, any, object>, paging: Paging): Promise<Page<Row>> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any table of ours: the caller names the row type
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const sort = paging.sort ?? [{ field: 'createTime', direction: 'desc' }];
  let ordered = filtered.selectAll();
  for (const key of sort) ordered = ordered.orderBy(sql.ref(key.field), key.direction);
  const records = await ordered
    .orderBy(sql.ref('id'), sort[sort.length - 1]?.direction ?? 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize)
    .execute();
  return page(records as Row[], Number((total as { n?: unknown } | undefined)?.n ?? 0), paging.pageSize, paging.pageNo);
}
