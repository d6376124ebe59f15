import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, signedIn } from '../auth/access.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { pageParams } from '../entities/listParams.ts';
import { announcementAdminRoutes } from '../announcements/adminRoutes.ts';
import { bellLists, markAllRead, markRead, myAnnouncements } from '../announcements/inbox.ts';
import { visibleAnnouncement } from '../announcements/visibility.ts';
import { annMsg } from './announcementMessages.ts';
import { requiredId } from '../http/params.ts';

const BELL_PAGE_SIZE = 5;
const BELL_PAGE_MAX = 50;

/**
 * The notification bell and the user's own announcements (seed 000 sections 2.8 and 7), plus
 * 通告管理. A release reaches the bells of every server process through the push bus (app.ts).
 */
export function announcementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  announcementAdminRoutes(app, ctx);

  app.get('/sys/annountCement/listByUser', { config: { access: signedIn } }, async (request) => {
    const size = Number.parseInt(text(queryOf(request), 'pageSize', 10), 10);
    const pageSize = Number.isFinite(size) && size > 0 ? Math.min(size, BELL_PAGE_MAX) : BELL_PAGE_SIZE;
    return ok(await bellLists(db, caller(request).user, pageSize));
  });

  app.get('/sys/annountCement/queryById', { config: { access: signedIn } }, async (request) => {
    const id = text(queryOf(request), 'id', 64);
    if (!id) throw new ApiError(msg.idMissing);
    return ok(await visibleAnnouncement(db, id, caller(request).user));
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    config: { access: signedIn },
    handler: async (request) => {
      const anntId = requiredId(bodyOf(request), 'anntId');
      await markRead(db, caller(request).user, anntId);
      return ok(null);
    },
  });

  app.put('/sys/sysAnnouncementSend/readAll', { config: { access: signedIn } }, async (request) => {
    await markAllRead(db, caller(request).user);
    return okMessage(annMsg.readAllOk);
  });

  // The platform's 我的消息 asks every bell of the reader to reload after reading (one or all). Only
  // the caller's own sockets hear it: what is read is theirs, and nobody may push to others' bells.
  app.get('/sys/annountCement/syncNotic', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    const anntId = text(queryOf(request), 'anntId', 64);
    const message = anntId
      ? await visibleAnnouncement(db, anntId, user).then((row) => ({ cmd: 'user', msgId: row.id, msgTxt: row.titile }))
      : { cmd: 'user', msgTxt: annMsg.allReadSynced };
    ctx.push.sendToUser(user.id, message);
    return ok(null);
  });

  app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { config: { access: signedIn } }, async (request) => {
    const query = queryOf(request);
    return ok(await myAnnouncements(db, caller(request).user, {
      ...pageParams(query),
      titile: text(query, 'titile', 100),
      readFlag: text(query, 'readFlag', 1),
      msgCategory: text(query, 'msgCategory', 10),
    }));
  });
}
