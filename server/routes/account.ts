import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, signedIn } from '../auth/access.ts';
import { accountTables } from '../files/tables.ts';
import { bodyOf, queryOf, text } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { formatDateTime } from '../ids.ts';
import { allDictItems } from '../services/dicts.ts';
import { writeLog } from '../services/login.ts';
import { findUser, publicUser, userDeparts } from '../services/users.ts';
import { accountMsg } from './accountMessages.ts';
import { readProfile } from './accountProfile.ts';
import { notificationSettings, readNotificationSettings, saveNotificationSettings } from './accountSettings.ts';

/**
 * The signed-in user's own account (seed 000 section 2.9, account settings): profile, security
 * facts, third-party bindings and notification preferences. Every route works on the caller's
 * own row; no parameter can name another user.
 */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/sys/user/getUserInfo', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    return ok({ userInfo: publicUser(user, await userDeparts(db, user.id)), sysAllDictItems: await allDictItems(db) });
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/user/editUserInfo',
    config: { access: signedIn },
    handler: async (request) => {
      const { user } = caller(request);
      const body = bodyOf(request);
      if ('id' in body && text(body, 'id', 64) !== user.id) throw new ApiError(accountMsg.onlyOwnInfo, 403, 403);
      if ('username' in body && text(body, 'username', 100) !== user.username) {
        throw new ApiError(accountMsg.usernameFixed, 200, 500, { username: accountMsg.usernameFixed });
      }
      const { changes, errors } = readProfile(body);
      for (const field of ['phone', 'email'] as const) {
        const value = changes[field];
        if (errors[field] || !value || value === user[field]) continue;
        const other = await db.kysely.selectFrom('sysUser').select('id').where(field, '=', value).where('id', '<>', user.id).executeTakeFirst();
        if (other) errors[field] = field === 'phone' ? accountMsg.phoneTaken : accountMsg.emailTaken;
      }
      const refused = Object.values(errors);
      if (refused.length > 0) throw new ApiError(refused[0], 200, 500, errors);

      if (Object.keys(changes).length > 0) {
        await db.kysely
          .updateTable('sysUser')
          .set({ ...changes, updateBy: user.username, updateTime: formatDateTime() })
          .where('id', '=', user.id)
          .execute();
        await writeLog(ctx, request, { logType: 2, content: '修改个人信息', userId: user.id, username: user.username, operateType: 3 });
      }
      const saved = (await findUser(db, { id: user.id })) ?? user;
      return ok({ userInfo: publicUser(saved, await userDeparts(db, user.id)) }, accountMsg.profileSaved);
    },
  });

  app.get('/sys/user/accountSecurity', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    const changedAt = user.passwordChangedAt;
    return ok({ passwordChangedAt: changedAt ? formatDateTime(new Date(changedAt)) : null, phone: user.phone, email: user.email });
  });

  app.get('/sys/thirdApp/getThirdAccountByUserId', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    const types = text(queryOf(request), 'thirdType', 200).split(',').map((t) => t.trim()).filter(Boolean);
    let query = db.kysely.selectFrom('sysThirdAccount').selectAll().where('userId', '=', user.id);
    if (types.length > 0) query = query.where('thirdType', 'in', types);
    const rows = await query.orderBy('thirdType').execute();
    return ok(rows.map(({ userId, ...row }) => ({ ...row, sysUserId: userId })));
  });

  app.delete('/sys/thirdApp/deleteThirdAccount', { config: { access: signedIn } }, async (request) => {
    const { user } = caller(request);
    const body = { ...queryOf(request), ...bodyOf(request) };
    const owner = text(body, 'sysUserId', 64);
    if (owner && owner !== user.id) throw new ApiError(accountMsg.onlyOwnInfo, 403, 403);
    const removed = await db.kysely
      .deleteFrom('sysThirdAccount')
      .where('id', '=', text(body, 'id', 64))
      .where('userId', '=', user.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new ApiError(accountMsg.thirdAccountMissing);
    return okMessage(accountMsg.thirdAccountUnbound);
  });

  app.get('/sys/user/notificationSettings', { config: { access: signedIn } }, async (request) => {
    return ok(await notificationSettings(accountTables(db), caller(request).user.id));
  });

  app.put('/sys/user/notificationSettings', { config: { access: signedIn } }, async (request) => {
    const settings = readNotificationSettings(bodyOf(request));
    await saveNotificationSettings(accountTables(db), caller(request).user.id, settings);
    return ok(settings, accountMsg.settingsSaved);
  });
}
