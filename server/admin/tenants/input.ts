import { normalDate, normalDateTime } from '../../entities/fieldValues.ts';
import { text } from '../../http/body.ts';
import { fill } from '../../http/messages.ts';
import { tenantMsg } from './messages.ts';
import { refuse } from '../../http/params.ts';

export interface TenantInput {
  name: string;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

const MAX_ID = 99_999;

/** A tenant number (sys_tenant.id is an int(5) the administrator chooses); undefined when absent. */
export function readTenantId(body: Record<string, unknown>): number | undefined {
  const raw = body.id;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,5}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) refuse('id', tenantMsg.idInvalid);
  return id;
}

/** A date or datetime, kept as `yyyy-MM-dd HH:mm:ss` (a date alone is the start of its day). */
function moment(body: Record<string, unknown>, field: 'beginDate' | 'endDate'): string | null {
  const value = text(body, field, 40);
  if (!value) return null;
  const date = value.length === 10 ? normalDate(value) : undefined;
  const datetime = date ? `${date} 00:00:00` : normalDateTime(value);
  if (!datetime) refuse(field, fill(tenantMsg.dateInvalid, { label: tenantMsg.labels[field] }));
  return datetime;
}

export function readTenantInput(body: Record<string, unknown>): TenantInput {
  const name = text(body, 'name', 101);
  if (!name) refuse('name', tenantMsg.nameRequired);
  if (name.length > 100) refuse('name', fill(tenantMsg.nameTooLong, { max: 100 }));
  const beginDate = moment(body, 'beginDate');
  const endDate = moment(body, 'endDate');
  if (beginDate && endDate && endDate < beginDate) refuse('endDate', tenantMsg.endBeforeBegin);
  const rawStatus = body.status;
  const status = rawStatus === undefined || rawStatus === null || rawStatus === '' ? 1 : Number(rawStatus);
  if (status !== 0 && status !== 1) refuse('status', tenantMsg.statusInvalid);
  return { name, beginDate, endDate, status };
}

/** Between the names and the keys of the user picker's value (seed 001 §9: `张三,李四_*_id1,id2`). */
const USER_PICKER_JOIN = '_*_';

/**
 * User ids: comma (or, as the dialog-list picker joins them, semicolon) separated, or the value of
 * the forms' user picker (`names_*_ids`), whose names are dropped. Each id once.
 */
export function pickedUserIds(value: string): string[] {
  const at = value.lastIndexOf(USER_PICKER_JOIN);
  const ids = at < 0 ? value : value.slice(at + USER_PICKER_JOIN.length);
  return [...new Set(ids.split(/[,;]/).map((id) => id.trim()).filter(Boolean))];
}
