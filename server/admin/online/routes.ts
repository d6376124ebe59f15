import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm } from '../../auth/access.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { pageParams } from '../../entities/listParams.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { formatDateTime } from '../../ids.ts';
import { audit } from '../logs/audit.ts';
import { onlineMsg } from './messages.ts';
import { onlinePerms } from './permissions.ts';
import { listOnline, liveSessions } from './sessions.ts';

/** 在线用户: the live sessions, and ending one at once (seed 002 section 7, POST /sys/online/forceLogout). */
export function adminOnlineRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/sys/online/list', { config: { access: perm(onlinePerms.list) } }, async (request) => {
    const query = queryOf(request);
    return ok(await listOnline(db, ctx.sessions, { ...pageParams(query), username: text(query, 'username', 100) }, caller(request).session.id));
  });

  // The guard reads the session on every request, so the revoked one is refused from its next call
  // on, in every server process; its notice sockets are closed here and, through the bus, elsewhere.
  app.post('/sys/online/forceLogout', { config: { access: perm(onlinePerms.forceLogout) } }, async (request) => {
    const body = bodyOf(request);
    const id = text(body, 'id', 64) || text(body, 'token', 64);
    if (!id) throw new ApiError(onlineMsg.sessionRequired);
    if (id === caller(request).session.id) throw new ApiError(onlineMsg.notYourself);
    const session = await liveSessions(db, ctx.sessions)
      .select(['s.id', 's.username', 's.createdAt', 's.ip'])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!session) throw new ApiError(onlineMsg.sessionGone);
    await revokeSession(db, session.id, 'forced');
    ctx.push.closeSession(session.id);
    await audit(ctx, request, fill(onlineMsg.audit, {
      username: session.username, loginTime: formatDateTime(new Date(session.createdAt)), ip: session.ip ?? '',
    }));
    return okMessage(onlineMsg.forced);
  });
}
