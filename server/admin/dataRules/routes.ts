import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { perm } from '../../auth/access.ts';
import { queryOf, text } from '../../http/body.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { rolePerms } from '../roles/permissions.ts';
import { requiredId } from '../../http/params.ts';
import { ruleIdsOf } from './grants.ts';
import { dataRuleMsg } from './messages.ts';
import { dataRuleGrantRoutes } from './grantRoutes.ts';
import { dataRulePerms } from './permissions.ts';

/** A search text of the list: `*` of the platform's wildcard search is dropped, the rest matches anywhere. */
const searchText = (query: Record<string, unknown>, key: string) => text(query, key, 300).replace(/\*/g, '');

async function liveMenu(db: Db, id: string) {
  const row = await db.kysely.selectFrom('sysPermission').select(['id', 'name', 'menuType']).where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!row) throw new ApiError(dataRuleMsg.menuNotFound);
  return row;
}

async function ruleById(db: Db, id: string) {
  const row = await db.kysely.selectFrom('sysPermissionDataRule').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(dataRuleMsg.notFound);
  return row;
}

const rulesOfMenu = (db: Db, permissionId: string) =>
  db.kysely.selectFrom('sysPermissionDataRule').selectAll().where('permissionId', '=', permissionId).orderBy('id').execute();

/**
 * 菜单管理 › 数据规则: a menu's rule lists (plain arrays, under the older platform's names and
 * `/sys/permission/dataRule/{list,queryById}` for the page's http adapter); and 角色管理 › 数据权限:
 * which of a menu's rules a role is granted.
 *
 * GET /sys/role/datarule/:permissionId/:roleId answers as the older platform did:
 * `{ datarule: the menu's rules, drChecked: 'id1,id2' }` (the ids the role holds, comma-joined).
 */
export function dataRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const manage = { access: perm(dataRulePerms.manage) };
  const authorize = { access: perm(rolePerms.authorize) };

  app.get('/sys/permission/getPermRuleListByPermId', { config: manage }, async (request) =>
    ok(await rulesOfMenu(db, requiredId(queryOf(request), 'permissionId'))));

  const search = async (request: FastifyRequest) => {
    const query = queryOf(request);
    const permissionId = text(query, 'permissionId', 64);
    const ruleName = searchText(query, 'ruleName');
    const ruleValue = searchText(query, 'ruleValue');
    const rows = await db.kysely.selectFrom('sysPermissionDataRule').selectAll()
      .$if(!!permissionId, (q) => q.where('permissionId', '=', permissionId))
      .orderBy('id').execute();
    // Matched here rather than with LIKE: a menu has few rules, and no pattern escaping is needed.
    return ok(rows.filter((r) => r.ruleName.toLowerCase().includes(ruleName.toLowerCase()) && r.ruleValue.includes(ruleValue)));
  };
  app.get('/sys/permission/queryPermissionRule', { config: manage }, search);
  app.get('/sys/permission/dataRule/list', { config: manage }, search);

  app.get('/sys/permission/dataRule/queryById', { config: manage }, async (request) => ok(await ruleById(db, requiredId(queryOf(request)))));

  // Add, edit and delete (also under the older names addPermissionRule and the rest) are the engine's: hooks.ts.

  // ---- grants to roles ----

  async function liveRole(id: string) {
    const role = await db.kysely.selectFrom('sysRole').select(['id', 'roleName', 'roleCode']).where('id', '=', id).executeTakeFirst();
    if (!role) throw new ApiError(dataRuleMsg.roleNotFound);
    return role;
  }
  const heldGrant = (roleId: string, permissionId: string) =>
    db.kysely.selectFrom('sysRolePermission').select(['id', 'dataRuleIds']).where('roleId', '=', roleId).where('permissionId', '=', permissionId).executeTakeFirst();

  app.get('/sys/role/datarule/:permissionId/:roleId', { config: authorize }, async (request) => {
    const params = request.params as Record<string, unknown>;
    const menu = await liveMenu(db, requiredId(params, 'permissionId'));
    const role = await liveRole(requiredId(params, 'roleId'));
    const rules = await rulesOfMenu(db, menu.id);
    const grant = await heldGrant(role.id, menu.id);
    const known = new Set(rules.map((r) => r.id));
    return ok({ datarule: rules, drChecked: ruleIdsOf(grant?.dataRuleIds).filter((id) => known.has(id)).join(',') });
  });

  dataRuleGrantRoutes(app, ctx);
}
