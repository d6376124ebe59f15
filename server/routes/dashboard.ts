import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, signedIn } from '../auth/access.ts';
import { analysisFigures } from '../dashboard/analysis.ts';
import { holdsMenu } from '../dashboard/holdsMenu.ts';
import { monitorFigures } from '../dashboard/monitor.ts';
import { installRequestStats } from '../dashboard/requestStats.ts';
import { workplaceFigures } from '../dashboard/workplace.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { requestTenant } from '../entities/tenantScope.ts';
import { requestRules } from '../entities/dataRuleScope.ts';

/** The menu row of the monitor page: holding it is what lets a caller read the figures. */
export const MONITOR_COMPONENT = 'dashboard/Monitor';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  // `app` is the /jeecg-boot plugin instance: the hook times every API answer, static files not.
  const requests = installRequestStats(app);

  // Counted as the caller's lists count: within their tenant and their data rules.
  app.get('/sys/dashboard/analysis', { config: { access: signedIn } }, async (request) =>
    ok(await analysisFigures(ctx, caller(request), await requestTenant(ctx.db, request), (entity) => requestRules(ctx, request, entity))));

  app.get('/sys/dashboard/workplace', { config: { access: signedIn } }, async (request) =>
    ok(await workplaceFigures(ctx, caller(request), await requestTenant(ctx.db, request), (entity) => requestRules(ctx, request, entity))));

  // The figures show no business data, and no button code exists for the page; but they describe
  // the server, so only callers whose roles grant the 监控页 menu may read them. Taking the menu
  // away from a role closes the endpoint as well as hiding the page.
  app.get('/sys/dashboard/monitor', { config: { access: signedIn } }, async (request) => {
    if (!(await holdsMenu(ctx.db, caller(request).user.id, MONITOR_COMPONENT))) throw new ApiError(msg.accessDenied, 403, 403);
    return ok(await monitorFigures(ctx, requests));
  });
}
