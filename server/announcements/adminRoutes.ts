import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, perm } from '../auth/access.ts';
import { queryOf } from '../http/body.ts';
import { okMessage } from '../http/envelope.ts';
import { annMsg } from '../routes/announcementMessages.ts';
import { release, revoke } from './admin.ts';
import { announcementPerms } from './permissions.ts';
import { requiredId } from '../http/params.ts';

/**
 * 通告管理's release and revoke, behind their button code. Its list, add, edit and delete are
 * its declared entity's (schemas/pages/sys-announcement.json, hooks.ts).
 */
export function announcementAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/sys/annountCement';

  app.get(`${base}/doReleaseData`, { config: { access: perm(announcementPerms.release) } }, async (request) => {
    await release(ctx, requiredId(queryOf(request)), caller(request).user);
    return okMessage(annMsg.releaseOk);
  });

  app.get(`${base}/doReovkeData`, { config: { access: perm(announcementPerms.release) } }, async (request) => {
    await revoke(ctx.db, requiredId(queryOf(request)), caller(request).user);
    return okMessage(annMsg.revokeOk);
  });
}
