import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm } from '../../auth/access.ts';
import { hashPassword } from '../../auth/password.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { msg } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { passwordProblem, USERNAME } from '../../routes/registerRules.ts';
import { audit } from '../logs/audit.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { endUserSessions } from '../../auth/endSessions.ts';
import { ADMIN_ROLE_CODE, assertAdminsRemain } from './guards.ts';
import { assertUnique, readUserInput } from './input.ts';
import { userMsg } from './messages.ts';
import { refuse, requiredId, requiredIds } from '../../http/params.ts';
import { userPerms } from './permissions.ts';
import { listUsers, userRecords } from './records.ts';
import { userListQuery } from './listQuery.ts';
import { liveUser, replaceLinks } from './store.ts';
import { userLookupRoutes } from './lookupRoutes.ts';
import { userExportRoute } from './exportRoute.ts';
import { userRuleFilters } from './ruleScope.ts';
import { assertMayChangeRoles } from './roleChanges.ts';
import { assertMayManageUsers } from '../shared/privilege.ts';
import { batchIds } from '../../http/batchIds.ts';

/** 用户管理: list, add, edit, delete, freeze and the administrator's password reset. */
export function userAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/user';
  userLookupRoutes(app, ctx);

  app.get(`${base}/list`, { config: { access: perm(userPerms.list) } }, async (request) => {
    const query = userListQuery(queryOf(request));
    return ok(await listUsers(db, { ...query, filters: [...query.filters, ...(await userRuleFilters(ctx, request))] }));
  });
  userExportRoute(app, ctx);

  app.get(`${base}/queryById`, { config: { access: perm(userPerms.list) } }, async (request) => {
    const [record] = await userRecords(db, [await liveUser(db, requiredId(queryOf(request)))]);
    return ok(record);
  });

  app.post(`${base}/add`, { config: { access: perm(userPerms.add) } }, async (request) => {
    const { user: actor } = caller(request);
    const body = bodyOf(request);
    const username = text(body, 'username', 101);
    if (!username) refuse('username', userMsg.usernameRequired);
    if (!USERNAME.test(username)) refuse('username', userMsg.usernameInvalid);
    if (await db.kysely.selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirst()) refuse('username', userMsg.usernameTaken);
    const password = text(body, 'password', 201);
    const weak = password ? passwordProblem(password) : userMsg.passwordRequired;
    if (weak) refuse('password', weak);
    if ('confirmpassword' in body && text(body, 'confirmpassword', 201) !== password) refuse('confirmpassword', userMsg.passwordMismatch);
    const input = await readUserInput(db, body);
    await assertMayChangeRoles(db, actor.id, [], input.roleIds ?? []);
    const departIds = input.departIds ?? [];
    const firstDepart = departIds.length > 0
      ? await db.kysely.selectFrom('sysDepart').select('orgCode').where('id', '=', departIds[0]).executeTakeFirst()
      : undefined;
    const row = {
      ...input.fields, id: newId(), username, password: await hashPassword(password), status: 1, delFlag: 0,
      orgCode: firstDepart?.orgCode ?? null, relTenantIds: null, clientId: null, homePath: null, passwordChangedAt: null,
      createBy: actor.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
    };
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('sysUser').values(row).execute();
      await replaceLinks(trx, row.id, { roleIds: input.roleIds ?? [], departIds });
    }).catch(async (error: unknown) => {
      // Two adds racing for the same name, phone, e-mail or work number: the loser hears which.
      if (await db.kysely.selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirst()) refuse('username', userMsg.usernameTaken);
      await assertUnique(db, input.fields);
      throw error;
    });
    await audit(ctx, request, `添加用户：${row.realname}(${username})`);
    const [record] = await userRecords(db, [row]);
    return ok(record, msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    config: { access: perm(userPerms.edit) },
    handler: async (request) => {
      const { user: actor } = caller(request);
      const body = bodyOf(request);
      const current = await liveUser(db, requiredId(body));
      await assertMayManageUsers(db, actor.id, [current]);
      const input = await readUserInput(db, body, current.id);
      if (input.roleIds) {
        const held = await db.kysely.selectFrom('sysUserRole').select('roleId').where('userId', '=', current.id).execute();
        await assertMayChangeRoles(db, actor.id, held.map((r) => r.roleId), input.roleIds);
        const adminRole = await db.kysely.selectFrom('sysRole').select('id').where('roleCode', '=', ADMIN_ROLE_CODE).executeTakeFirst();
        if (!adminRole || !input.roleIds.includes(adminRole.id)) await assertAdminsRemain(db, [current.id]);
      }
      let orgCode = current.orgCode;
      if (input.departIds) {
        const departs = input.departIds.length > 0
          ? await db.kysely.selectFrom('sysDepart').select(['id', 'orgCode']).where('id', 'in', input.departIds).execute()
          : [];
        if (!departs.some((d) => d.orgCode === orgCode)) orgCode = departs.find((d) => d.id === input.departIds?.[0])?.orgCode ?? null;
      }
      const changes = { ...input.fields, orgCode, updateBy: actor.username, updateTime: formatDateTime() };
      await db.kysely.transaction().execute(async (trx) => {
        await trx.updateTable('sysUser').set(changes).where('id', '=', current.id).execute();
        await replaceLinks(trx, current.id, input);
      }).catch(async (error: unknown) => {
        await assertUnique(db, input.fields, current.id);
        throw error;
      });
      // Department roles count only in the user's departments: a change of either changes the grants.
      if (input.roleIds || input.departIds) permissionsChanged(ctx);
      await audit(ctx, request, `编辑用户：${changes.realname}(${current.username})`);
      const [record] = await userRecords(db, [{ ...current, ...changes }]);
      return ok(record, msg.edited);
    },
  });

  const remove = async (ids: string[], actor: { id: string; username: string }) => {
    if (ids.includes(actor.id)) throw new ApiError(userMsg.selfDelete);
    const rows = await db.kysely.selectFrom('sysUser').select(['id', 'username']).where('id', 'in', ids).where('delFlag', '=', 0).execute();
    if (rows.length === 0) throw new ApiError(userMsg.userNotFound);
    await assertMayManageUsers(db, actor.id, rows);
    await assertAdminsRemain(db, ids);
    // Deleted accounts stay as rows (logs and records name them) and can never sign in again.
    await db.kysely.updateTable('sysUser').set({ delFlag: 1, updateBy: actor.username, updateTime: formatDateTime() }).where('id', 'in', rows.map((r) => r.id)).execute();
    for (const row of rows) await endUserSessions(ctx, row.id, 'deleted');
    return rows;
  };

  app.delete(`${base}/delete`, { config: { access: perm(userPerms.delete) } }, async (request) => {
    const rows = await remove([requiredId(queryOf(request))], caller(request).user);
    await audit(ctx, request, `删除用户：${rows.map((r) => r.username).join(',')}`);
    return okMessage(msg.deleted);
  });

  app.delete(`${base}/deleteBatch`, { config: { access: perm(userPerms.delete) } }, async (request) => {
    const rows = await remove(batchIds(request), caller(request).user);
    await audit(ctx, request, `批量删除用户：${rows.map((r) => r.username).join(',')}`);
    return okMessage(msg.batchDeleted);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/frozenBatch`,
    config: { access: perm(userPerms.freeze) },
    handler: async (request) => {
      const { user: actor } = caller(request);
      const body = bodyOf(request);
      const ids = requiredIds(body);
      const status = Number(text(body, 'status', 2));
      if (status !== 1 && status !== 2) throw new ApiError(userMsg.statusInvalid);
      if (status === 2 && ids.includes(actor.id)) throw new ApiError(userMsg.selfFreeze);
      const rows = await db.kysely.selectFrom('sysUser').select(['id', 'username']).where('id', 'in', ids).where('delFlag', '=', 0).execute();
      if (rows.length === 0) throw new ApiError(userMsg.userNotFound);
      await assertMayManageUsers(db, actor.id, rows);
      if (status === 2) await assertAdminsRemain(db, ids);
      await db.kysely.updateTable('sysUser').set({ status, updateBy: actor.username, updateTime: formatDateTime() })
        .where('id', 'in', rows.map((r) => r.id)).execute();
      // A frozen account is signed out everywhere at once, not at its next request's expiry.
      if (status === 2) for (const row of rows) await endUserSessions(ctx, row.id, 'frozen');
      await audit(ctx, request, `${status === 2 ? '冻结' : '解冻'}用户：${rows.map((r) => r.username).join(',')}`);
      return okMessage(status === 2 ? userMsg.frozenOk : userMsg.unfrozenOk);
    },
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/changePassword`,
    config: { access: perm(userPerms.password) },
    handler: async (request) => {
      const { user: actor } = caller(request);
      const body = bodyOf(request);
      const username = text(body, 'username', 100);
      if (!username) refuse('username', userMsg.usernameRequired);
      const target = await db.kysely.selectFrom('sysUser').select(['id', 'username']).where('username', '=', username).where('delFlag', '=', 0).executeTakeFirst();
      if (!target) throw new ApiError(userMsg.userNotFound);
      await assertMayManageUsers(db, actor.id, [target]);
      const password = text(body, 'password', 201);
      const weak = password ? passwordProblem(password) : userMsg.passwordRequired;
      if (weak) refuse('password', weak);
      if ('confirmpassword' in body && text(body, 'confirmpassword', 201) !== password) refuse('confirmpassword', userMsg.passwordMismatch);
      await db.kysely.updateTable('sysUser')
        .set({ password: await hashPassword(password), passwordChangedAt: Date.now(), updateBy: actor.username, updateTime: formatDateTime() })
        .where('id', '=', target.id).execute();
      // Whoever knew the old password is signed out everywhere.
      await endUserSessions(ctx, target.id, 'password');
      await audit(ctx, request, `重置用户密码：${target.username}`);
      return okMessage(userMsg.passwordReset);
    },
  });
}
