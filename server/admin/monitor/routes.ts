import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { ok, okMessage } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { audit } from '../logs/audit.ts';
import { cacheFigures, clearCaches } from './cache.ts';
import { diskFigures } from './disk.ts';
import { installHttpTrace } from './httpTrace.ts';
import { memoryFigures } from './memory.ts';
import { monitorMsg } from './messages.ts';
import { monitorPerms } from './permissions.ts';

/** 系统监控 (seed 000 section 2.9): disk, memory, cache and HTTP trace, from this server process's own figures. */
export function adminMonitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  // `app` is the /jeecg-boot plugin instance: every API answer is traced, static files are not.
  const trace = installHttpTrace(app);

  app.get('/sys/actuator/disk', { config: { access: perm(monitorPerms.disk) } }, async () =>
    ok(diskFigures(ctx.config.dataDir)));

  app.get('/sys/actuator/memory', { config: { access: perm(monitorPerms.memory) } }, async () =>
    ok(memoryFigures()));

  app.get('/sys/actuator/cache', { config: { access: perm(monitorPerms.cache) } }, async () =>
    ok(cacheFigures(ctx)));

  // Only this process's copies: another server process on the same database refreshes within its TTL.
  app.post('/sys/actuator/cache/clear', { config: { access: perm(monitorPerms.cacheClear) } }, async (request) => {
    const counts = clearCaches(ctx);
    await audit(ctx, request, fill(monitorMsg.cacheClearedAudit, counts));
    return okMessage(monitorMsg.cacheCleared);
  });

  app.get('/sys/actuator/httptrace', { config: { access: perm(monitorPerms.trace) } }, async () => {
    const records = trace.recent();
    return ok({ records, total: records.length });
  });
}
