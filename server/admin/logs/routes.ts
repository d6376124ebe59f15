import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { pageParams } from '../../entities/listParams.ts';
import { queryOf, text } from '../../http/body.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { markRequestStart } from './audit.ts';
import { logMsg } from './messages.ts';
import { logPerms } from './permissions.ts';
import { listLogs, timeBound } from './records.ts';
import { loginInfo, visitsPerDay } from './visits.ts';

function logType(params: Record<string, unknown>): number | null {
  const raw = text(params, 'logType', 4);
  if (!raw) return null;
  if (raw !== '1' && raw !== '2') throw new ApiError(logMsg.logTypeInvalid);
  return Number(raw);
}

function optionalInt(params: Record<string, unknown>, key: string): number | null {
  const raw = text(params, key, 4);
  return /^\d{1,3}$/.test(raw) ? Number(raw) : null;
}

/** 日志管理 (sign-in and operation logs) and the home page's sign-in figures (/sys/loginfo, /sys/visitInfo). */
export function adminLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // Changes are what audit() records; their arrival time gives the entry its cost in ms.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') markRequestStart(request);
  });

  app.get('/sys/log/list', { config: { access: perm(logPerms.list) } }, async (request) => {
    const query = queryOf(request);
    return ok(await listLogs(db, {
      ...pageParams(query),
      logType: logType(query),
      operateType: optionalInt(query, 'operateType'),
      keyword: text(query, 'keyWord', 100) || text(query, 'keyword', 100),
      from: timeBound(query, 'createTime_begin'),
      to: timeBound(query, 'createTime_end'),
    }));
  });

  app.get('/sys/loginfo', { config: { access: perm(logPerms.visits) } }, async () => ok(await loginInfo(db)));

  app.get('/sys/visitInfo', { config: { access: perm(logPerms.visits) } }, async () => ok(await visitsPerDay(db)));
}
