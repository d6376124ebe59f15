import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { perm } from '../../auth/access.ts';
import { queryOf, text } from '../../http/body.ts';
import { EXPORT_BATCH } from '../../entities/exportBatches.ts';
import { sendSheet } from '../../entities/sheetStream.ts';
import { userMsg } from './messages.ts';
import { idList } from '../../http/batchIds.ts';
import { userPerms } from './permissions.ts';
import { listUsers, type UserQuery, type UserRecord } from './records.ts';
import { userListQuery } from './listQuery.ts';
import { userRuleFilters } from './ruleScope.ts';

type Column = keyof typeof userMsg.exportColumns;
const COLUMNS = Object.keys(userMsg.exportColumns) as Column[];

/** A cell as a person reads it: the texts of sex and status, never the password (not in the record). */
function cellOf(user: UserRecord, column: Column): unknown {
  if (column === 'sex') return user.sex_dictText;
  if (column === 'status') return user.status_dictText;
  return user[column] ?? null;
}

/** The list's pages in its order, a batch at a time, `max` rows at most. */
async function* userBatches(db: Db, query: UserQuery, max: number): AsyncGenerator<unknown[][]> {
  for (let pageNo = 1, left = max; left > 0; pageNo += 1) {
    const { records } = await listUsers(db, { ...query, pageNo, pageSize: EXPORT_BATCH });
    const rows = records.slice(0, left);
    if (rows.length > 0) yield rows.map((user) => COLUMNS.map((column) => cellOf(user, column)));
    left -= rows.length;
    if (records.length < EXPORT_BATCH) return;
  }
}

/**
 * GET /sys/user/exportXls: the user list as .xlsx through the export of every entity: the list's
 * filters and sort, or the ticked rows (`selections`), narrowed by the caller's data rules.
 */
export function userExportRoute(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.get('/sys/user/exportXls', { config: { access: perm(userPerms.export) } }, async (request, reply) => {
    const params = queryOf(request);
    const selections = idList(text(params, 'selections', 100_000));
    const listed = userListQuery(params);
    const query: UserQuery = {
      ...listed,
      filters: [...listed.filters, ...(await userRuleFilters(ctx, request))],
      ids: selections.length > 0 ? selections : listed.ids,
    };
    const max = ctx.config.exportMaxRows;
    const { total } = await listUsers(db, { ...query, pageNo: 1, pageSize: 1 });
    return sendSheet(request, reply, {
      label: userMsg.exportLabel,
      headers: COLUMNS.map((column) => userMsg.exportColumns[column]),
      total,
      max,
      batches: userBatches(db, query, max),
    });
  });
}
