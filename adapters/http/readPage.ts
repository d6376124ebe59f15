import { AdapterError, type PageResult, type Row } from '../../schemas/adapter.ts';
import { httpMessages } from './messages.ts';

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list answer as a page. The UI of the existing platform reads `result.records || result` and
 * `result.total`, so a plain array is accepted too (as one page holding everything).
 */
export function readPage(result: unknown, requested: { pageNo: number; pageSize: number }): PageResult {
  if (Array.isArray(result)) {
    const records = result.filter(isRow);
    return { records, total: records.length, size: records.length, current: 1, pages: records.length > 0 ? 1 : 0 };
  }
  if (!isRow(result) || !Array.isArray(result.records)) {
    throw new AdapterError('unavailable', `${httpMessages.badResponse}（list: result.records）`);
  }
  const records = result.records.filter(isRow);
  const total = Number(result.total ?? records.length);
  const size = Number(result.size ?? requested.pageSize);
  const current = Number(result.current ?? requested.pageNo);
  const pages = Number(result.pages ?? (size > 0 ? Math.ceil(total / size) : 0));
  return { records, total, size, current, pages };
}

/** A queryById answer: an empty result means the record is gone. */
export function readRow(result: unknown): Row {
  if (!isRow(result)) throw new AdapterError('not_found', httpMessages.notFound);
  return result;
}
