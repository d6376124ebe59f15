import { normalDate, normalDateTime } from '../../entities/fieldValues.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { logMsg } from './messages.ts';

/** `createTime_begin` / `createTime_end`: a date (the whole day) or a datetime, as `yyyy-MM-dd HH:mm:ss`; '' for none. */
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
