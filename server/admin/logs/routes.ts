import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { ok } from '../../http/envelope.ts';
import { markRequestStart } from './audit.ts';
import { logPerms } from './permissions.ts';
import { loginInfo, visitsPerDay } from './visits.ts';

/**
 * The log's request timing and the home page's sign-in figures (/sys/loginfo, /sys/visitInfo).
 * 日志管理's list and export are the engine's (schemas/pages/logs.json, hooks.ts).
 */
export function adminLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // Changes are what audit() records; their arrival time gives the entry its cost in ms.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET') markRequestStart(request);
  });

  app.get('/sys/loginfo', { config: { access: perm(logPerms.visits) } }, async () => ok(await loginInfo(db)));

  app.get('/sys/visitInfo', { config: { access: perm(logPerms.visits) } }, async () => ok(await visitsPerDay(db)));
}
