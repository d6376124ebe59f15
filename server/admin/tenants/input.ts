import { tenantMsg } from './messages.ts';
import { refuse } from '../../http/params.ts';

const MAX_ID = 99_999;

/** A tenant number (sys_tenant.id is an int(5) the administrator chooses); undefined when absent. */
export function readTenantId(body: Record<string, unknown>): number | undefined {
  const raw = body.id;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,5}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) refuse('id', tenantMsg.idInvalid);
  return id;
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
