import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, perm } from '../auth/access.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { LARGE_BODY_LIMIT } from '../http/limitsConfig.ts';
import { pageParams } from '../entities/listParams.ts';
import { formatDateTime, newId } from '../ids.ts';
import { annMsg } from '../routes/announcementMessages.ts';
import { listFilters } from '../admin/shared/listModel.ts';
import { adminList, ANNOUNCEMENT_LIST, liveAnnouncement, release, removeAnnouncements, revoke } from './admin.ts';
import { readAnnouncementInput } from './input.ts';
import { announcementPerms } from './permissions.ts';
import { announcementAnswer } from './records.ts';
import { batchIds } from '../http/batchIds.ts';
import { requiredId } from '../http/params.ts';

/** 通告管理: list, add, edit, delete, release and revoke, each behind its button code. */
export function announcementAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/annountCement';

  app.get(`${base}/list`, { config: { access: perm(announcementPerms.list) } }, async (request) => {
    const query = queryOf(request);
    return ok(await adminList(db, {
      ...pageParams(query),
      titile: text(query, 'titile', 100),
      filters: listFilters(ANNOUNCEMENT_LIST, query, ['msgCategory', 'sendStatus']),
    }));
  });

  app.post(`${base}/add`, { config: { access: perm(announcementPerms.add) }, bodyLimit: LARGE_BODY_LIMIT }, async (request) => {
    const { user } = caller(request);
    const input = await readAnnouncementInput(db, bodyOf(request));
    const row = {
      ...input, id: newId(), sender: null, sendStatus: '0', sendTime: null, cancelTime: null, delFlag: '0',
      createBy: user.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
    };
    await db.kysely.insertInto('sysAnnouncement').values(row).execute();
    return ok(announcementAnswer(row), msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    config: { access: perm(announcementPerms.edit) },
    bodyLimit: LARGE_BODY_LIMIT,
    handler: async (request) => {
      const { user } = caller(request);
      const body = bodyOf(request);
      const current = await liveAnnouncement(db, requiredId(body));
      if (current.sendStatus === '1') throw new ApiError(annMsg.editReleased);
      const input = await readAnnouncementInput(db, body);
      const changes = { ...input, updateBy: user.username, updateTime: formatDateTime() };
      await db.kysely.updateTable('sysAnnouncement').set(changes).where('id', '=', current.id).execute();
      return ok(announcementAnswer({ ...current, ...changes }), msg.edited);
    },
  });

  app.delete(`${base}/delete`, { config: { access: perm(announcementPerms.delete) } }, async (request) => {
    const { user } = caller(request);
    if ((await removeAnnouncements(db, [requiredId(queryOf(request))], user)) === 0) throw new ApiError(msg.notFoundRow);
    return okMessage(msg.deleted);
  });

  app.delete(`${base}/deleteBatch`, { config: { access: perm(announcementPerms.delete) } }, async (request) => {
    const { user } = caller(request);
    const ids = batchIds(request);
    await removeAnnouncements(db, ids, user);
    return okMessage(msg.batchDeleted);
  });

  app.get(`${base}/doReleaseData`, { config: { access: perm(announcementPerms.release) } }, async (request) => {
    await release(ctx, requiredId(queryOf(request)), caller(request).user);
    return okMessage(annMsg.releaseOk);
  });

  app.get(`${base}/doReovkeData`, { config: { access: perm(announcementPerms.release) } }, async (request) => {
    await revoke(db, requiredId(queryOf(request)), caller(request).user);
    return okMessage(annMsg.revokeOk);
  });
}
