import { sql, type SelectQueryBuilder } from 'kysely';
import { page, type Page } from '../../http/envelope.ts';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/**
 * One page of an administration list, newest first (creation time, then id, so rows created in the
 * same second keep their order), with the total of the same filter. `filtered` holds the table and
 * its conditions only; every row's columns are answered.
 */
export async function newestFirstPage<Row>(filtered: SelectQueryBuilder<any, any, object>, paging: Paging): Promise<Page<Row>> { // eslint-disable-line @typescript-eslint/no-explicit-any -- any table of ours: the caller names the row type
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const records = await filtered
    .selectAll()
    .orderBy(sql.ref('createTime'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize)
    .execute();
  return page(records as Row[], Number((total as { n?: unknown } | undefined)?.n ?? 0), paging.pageSize, paging.pageNo);
}
