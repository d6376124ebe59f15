import type { PageResult, Row } from '../../schemas/adapter.ts';

/** One page of rows in the MyBatis-Plus shape; a page past the end is empty, not clamped. */
export function pageOf(rows: readonly Row[], pageNo: number, pageSize: number): PageResult {
  const size = Math.max(1, Math.floor(pageSize) || 10);
  const current = Math.max(1, Math.floor(pageNo) || 1);
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size),
    total: rows.length,
    size,
    current,
    pages: Math.ceil(rows.length / size),
  };
}
