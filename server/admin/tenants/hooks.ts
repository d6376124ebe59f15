import type { EntityHooks } from '../../entities/hooks.ts';
import { normalDate, normalDateTime } from '../../entities/fieldValues.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { refuse } from '../../http/params.ts';
import { tenantUsers } from './records.ts';
import { tenantMsg } from './messages.ts';

const SHOWN_USERS = 5;

/** A date or datetime as kept, `yyyy-MM-dd HH:mm:ss` (a date alone is the start of its day); null when blank. */
function moment(values: Record<string, unknown>, field: 'beginDate' | 'endDate'): string | null | undefined {
  const value = values[field];
  if (value === undefined || value === null) return value;
  const text = String(value);
  const date = text.length === 10 ? normalDate(text) : undefined;
  const datetime = date ? `${date} 00:00:00` : normalDateTime(text);
  if (!datetime) refuse(field, fill(tenantMsg.dateInvalid, { label: tenantMsg.labels[field] }));
  return datetime;
}

/**
 * 租户管理 is the declared entity of schemas/pages/tenants.json (the administrator chooses the
 * number, or takes the next); what the declaration cannot say is here: its dates (a date or a
 * datetime, in the page's wording), the two states with their text, and a tenant users belong to
 * is not deleted. Who belongs to a tenant (members.ts) and the tenant of a request
 * (callerTenant.ts) stay code of their own.
 */
export const tenantHooks: EntityHooks = {
  messages: { notFound: tenantMsg.notFound },
  answerRow: true,
  describe: (row) => `${String(row.name)}(${String(row.id)})`,

  async beforeWrite(_ctx, { values, before }) {
    for (const field of ['beginDate', 'endDate'] as const) {
      const kept = moment(values, field);
      if (kept !== undefined) values[field] = kept;
    }
    const begin = values.beginDate === undefined ? before?.beginDate : values.beginDate;
    const end = values.endDate === undefined ? before?.endDate : values.endDate;
    if (begin && end && String(end) < String(begin)) refuse('endDate', tenantMsg.endBeforeBegin);
    if (values.status !== undefined && values.status !== 0 && values.status !== 1) refuse('status', tenantMsg.statusInvalid);
  },

  async beforeDelete({ db }, rows) {
    for (const tenant of rows) {
      const users = await tenantUsers(db, Number(tenant.id));
      if (users.length === 0) continue;
      const shown = users.slice(0, SHOWN_USERS).join('、') + (users.length > SHOWN_USERS ? '等' : '');
      throw new ApiError(fill(tenantMsg.inUse, { name: String(tenant.name), count: users.length, users: shown }));
    }
  },

  // The platform's @Dict text of the status, as its clients read it.
  async decorate(_db, rows) {
    for (const row of rows) row.status_dictText = tenantMsg.statusText[String(row.status)] ?? null;
  },
};
