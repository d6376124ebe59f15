import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { queryOf, text } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { idList } from '../../http/batchIds.ts';
import { requiredId } from '../../http/params.ts';
import { userPerms } from './permissions.ts';
import { listUsers, userRecords } from './records.ts';
import { pickerListQuery } from './listQuery.ts';

const MULTI_MAX = 1000;

/** The reads behind the user pickers and the edit form, all under the list code. */
export function userLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/sys/user';
  const access = { access: perm(userPerms.list) };

  app.get(`${base}/queryUserRole`, { config: access }, async (request) => {
    const userId = requiredId(queryOf(request), 'userid');
    const rows = await db.kysely.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute();
    return ok(rows.map((row) => row.roleId));
  });

  app.get(`${base}/userDepartList`, { config: access }, async (request) => {
    const userId = requiredId(queryOf(request), 'userId');
    const rows = await db.kysely.selectFrom('sysUserDepart as ud').innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select(['d.id', 'd.departName']).where('ud.userId', '=', userId).orderBy('d.departOrder').orderBy('d.orgCode').execute();
    return ok(rows.map((row) => ({ key: row.id, value: row.id, title: row.departName })));
  });

  // Live members of one department (not its sub-departments), as the department page lists them.
  app.get(`${base}/queryUserByDepId`, { config: access }, async (request) => {
    const departId = requiredId(queryOf(request));
    const users = await db.kysely.selectFrom('sysUser as u').selectAll('u')
      .innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
      .where('ud.depId', '=', departId).where('u.delFlag', '=', 0)
      .orderBy('u.createTime', 'desc').orderBy('u.id').execute();
    return ok(await userRecords(db, users));
  });

  // The picker's selected values back as users: by ids or usernames (comma lists), unfrozen only.
  app.get(`${base}/getMultiUser`, { config: access }, async (request) => {
    const query = queryOf(request);
    const ids = idList(query.ids ?? query.id, MULTI_MAX);
    const usernames = idList(query.usernames ?? query.username, MULTI_MAX);
    if (ids.length === 0 && usernames.length === 0) return ok([]);
    let select = db.kysely.selectFrom('sysUser').selectAll().where('delFlag', '=', 0).where('status', '=', 1);
    select = ids.length > 0 ? select.where('id', 'in', ids) : select.where('username', 'in', usernames);
    return ok(await userRecords(db, await select.orderBy('username').execute()));
  });

  // 角色管理 › 用户: the holders of one role, searched by account or name (contains), paged.
  app.get(`${base}/userRoleList`, { config: access }, async (request) => {
    const query = queryOf(request);
    return ok(await listUsers(db, { ...pickerListQuery(query), roleId: requiredId(query, 'roleId') }));
  });

  // The by-department user picker: a department takes in its sub-departments.
  app.get(`${base}/queryUserComponentData`, { config: access }, async (request) => {
    const query = queryOf(request);
    const departId = text(query, 'departId', 64) || undefined;
    return ok(await listUsers(db, { ...pickerListQuery(query), departId, withSubDeparts: true }));
  });
}
