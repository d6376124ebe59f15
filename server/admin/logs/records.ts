import { newestFirstPage } from '../shared/newestFirst.ts';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SysLogTable } from '../../db/types.ts';
import { normalDate, normalDateTime } from '../../entities/fieldValues.ts';
import { ApiError, type Page } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { contains } from '../shared/textSearch.ts';
import { logMsg } from './messages.ts';

export interface LogQuery {
  pageNo: number;
  pageSize: number;
  logType: number | null;
  operateType: number | null;
  /** Contained in the content or the operator's username. */
  keyword: string;
  /** `yyyy-MM-dd HH:mm:ss` bounds, both inclusive; '' for none. */
  from: string;
  to: string;
}

/** `createTime_begin` / `createTime_end`: a date (the whole day) or a datetime. */
export function timeBound(params: Record<string, unknown>, key: 'createTime_begin' | 'createTime_end'): string {
  const raw = params[key];
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return '';
  const date = value.length === 10 ? normalDate(value) : undefined;
  if (date) return `${date} ${key === 'createTime_begin' ? '00:00:00' : '23:59:59'}`;
  const datetime = normalDateTime(value);
  if (!datetime) throw new ApiError(fill(logMsg.timeInvalid, { label: logMsg.labels[key] }));
  return datetime;
}

/** GET /sys/log/list: newest first. */
export async function listLogs(db: Db, query: LogQuery): Promise<Page<SysLogTable>> {
  const filtered = db.kysely
    .selectFrom('sysLog')
    .$if(query.logType !== null, (q) => q.where('logType', '=', query.logType as number))
    .$if(query.operateType !== null, (q) => q.where('operateType', '=', query.operateType as number))
    .$if(query.keyword !== '', (q) => q.where(sql<SqlBool>`(${contains(db, 'log_content', query.keyword)} or ${contains(db, 'username', query.keyword)})`))
    .$if(query.from !== '', (q) => q.where('createTime', '>=', query.from))
    .$if(query.to !== '', (q) => q.where('createTime', '<=', query.to));
  return newestFirstPage<SysLogTable>(filtered, query);
}
