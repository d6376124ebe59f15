import type { FastifyInstance } from 'fastify';
import { formatFilterValue } from '../../../schemas/query/index.ts';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { hooksOf } from '../../entities/hooks.ts';
import { MAX_PAGE_SIZE } from '../../entities/listParams.ts';
import { listPage } from '../../entities/listQuery.ts';
import { queryOf, text } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { idList } from '../../http/batchIds.ts';
import { requiredId } from '../../http/params.ts';
import { userPerms } from './permissions.ts';

/** The pickers search by a keyword: a plain one means "contains", as the list's search bar sends it. */
function keywords(query: Record<string, unknown>): Record<string, unknown> {
  const keyword = (name: string) => {
    const value = text(query, name, 100);
    return value.includes('*') ? value : formatFilterValue({ value, match: 'like', trim: true });
  };
  return { ...query, username: keyword('username'), realname: keyword('realname') };
}

/**
 * The reads behind the user pickers and the edit form, all under the list code. Those answering
 * users read them through the entity's list (its grammar, its texts, deleted users left out), over
 * every tenant as before and without the list's data rules (the pickers of business forms use them).
 */
export function userLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;
  const base = '/sys/user';
  const access = { access: perm(userPerms.list) };
  const entity = registry.byTable.get('sys_user');
  if (!entity) throw new Error('schemas/pages/sys-user.json must declare the sys_user entity');
  const hooks = hooksOf(ctx.entityHooks, entity);
  const users = async (params: Record<string, unknown>) => {
    const page = await listPage(db, registry, entity, params, null, [], hooks);
    await hooks.decorate?.(db, page.records);
    return page;
  };

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
    return ok((await users({ departId, pageSize: MAX_PAGE_SIZE })).records);
  });

  // The picker's selected values back as users: by ids or usernames (comma lists), unfrozen only.
  app.get(`${base}/getMultiUser`, { config: access }, async (request) => {
    const query = queryOf(request);
    const ids = idList(query.ids ?? query.id, MAX_PAGE_SIZE);
    const usernames = idList(query.usernames ?? query.username, MAX_PAGE_SIZE);
    if (ids.length === 0 && usernames.length === 0) return ok([]);
    const chosen = ids.length > 0 ? { code: ids.join(',') } : { username: usernames.join(',') };
    return ok((await users({ ...chosen, status: '1', column: 'username', order: 'asc', pageSize: MAX_PAGE_SIZE })).records);
  });

  // 角色管理 › 用户: the holders of one role, searched by account or name (contains), paged.
  app.get(`${base}/userRoleList`, { config: access }, async (request) => {
    const query = queryOf(request);
    return ok(await users({ ...keywords(query), roleId: requiredId(query, 'roleId') }));
  });

  // The by-department user picker: a department takes in its sub-departments.
  app.get(`${base}/queryUserComponentData`, { config: access }, async (request) => {
    const query = queryOf(request);
    const departId = text(query, 'departId', 64);
    const org = departId ? await db.kysely.selectFrom('sysDepart').select('orgCode').where('id', '=', departId).executeTakeFirst() : undefined;
    const within = org?.orgCode
      ? await db.kysely.selectFrom('sysDepart').select('id').where('orgCode', 'like', `${org.orgCode.replace(/[\\%_]/g, '')}%`).execute()
      : [];
    return ok(await users({ ...keywords(query), departId: [departId, ...within.map((d) => d.id)].filter(Boolean).join(',') }));
  });
}
