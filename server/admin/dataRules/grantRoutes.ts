import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { audit } from '../logs/audit.ts';
import { departRoleMsg } from '../departRoles/messages.ts';
import { departRolePerms } from '../departRoles/permissions.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { rolePerms } from '../roles/permissions.ts';
import { assertDataRulesNotOwn } from '../shared/privilege.ts';
import { idList } from '../../http/batchIds.ts';
import { requiredId } from '../../http/params.ts';
import { ruleIdsOf } from './grants.ts';
import { dataRuleMsg } from './messages.ts';

const MAX_RULES = 200;

/** Who can be granted a menu's data rules: a role, or a department role (within its department). */
interface Grantee {
  /** The grant table: one row per (grantee, menu) held, with the rule ids it is granted. */
  table: 'sysRolePermission' | 'sysDepartRolePermission';
  /** The endpoints' prefix: `{base}/dataRuleMenus` and `{base}/datarule`. */
  base: string;
  authorize: string;
  /** The grantee's name for the audit, or a refusal when it does not exist. */
  find(db: Db, id: string): Promise<string>;
  /** Whether the user holds the grantee (a role, or a department role). */
  holds(db: Db, userId: string, id: string): Promise<boolean>;
  audit: string;
}

const grantees: Grantee[] = [
  {
    table: 'sysRolePermission',
    base: '/sys/role',
    authorize: rolePerms.authorize,
    async find(db, id) {
      const role = await db.kysely.selectFrom('sysRole').select(['roleName', 'roleCode']).where('id', '=', id).executeTakeFirst();
      if (!role) throw new ApiError(dataRuleMsg.roleNotFound);
      return `${role.roleName}(${role.roleCode})`;
    },
    async holds(db, userId, id) {
      return !!(await db.kysely.selectFrom('sysUserRole').select('id').where('userId', '=', userId).where('roleId', '=', id).executeTakeFirst());
    },
    audit: '角色数据权限：{name} › {menu}，{count}条规则',
  },
  {
    table: 'sysDepartRolePermission',
    base: '/sys/sysDepartRole',
    authorize: departRolePerms.authorize,
    async find(db, id) {
      const role = await db.kysely.selectFrom('sysDepartRole as r').innerJoin('sysDepart as d', 'd.id', 'r.departId')
        .select(['r.roleName', 'r.roleCode', 'd.departName']).where('r.id', '=', id).executeTakeFirst();
      if (!role) throw new ApiError(departRoleMsg.roleNotFound);
      return `${role.departName} › ${role.roleName}(${role.roleCode})`;
    },
    async holds(db, userId, id) {
      return !!(await db.kysely.selectFrom('sysDepartRoleUser').select('id').where('userId', '=', userId).where('droleId', '=', id).executeTakeFirst());
    },
    audit: '部门角色数据权限：{name} › {menu}，{count}条规则',
  },
];

async function liveMenu(db: Db, id: string) {
  const row = await db.kysely.selectFrom('sysPermission').select(['id', 'name']).where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!row) throw new ApiError(dataRuleMsg.menuNotFound);
  return row;
}

/**
 * 数据权限 of a role (角色管理) and of a department role (部门管理 › 部门角色): every live menu
 * that has data rules, its rules, whether the grantee holds the menu and which rules it is
 * granted (GET `{base}/dataRuleMenus?roleId=`), and the rules granted on one held menu (POST
 * `{base}/datarule` with `permissionId, roleId, dataRuleIds`). A grantee must hold the menu first.
 */
export function dataRuleGrantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  for (const grantee of grantees) {
    const config = { access: perm(grantee.authorize) };
    const grantOf = (roleId: string, permissionId: string) =>
      db.kysely.selectFrom(grantee.table).select(['id', 'dataRuleIds']).where('roleId', '=', roleId).where('permissionId', '=', permissionId).executeTakeFirst();

    app.get(`${grantee.base}/dataRuleMenus`, { config }, async (request) => {
      const roleId = requiredId(queryOf(request), 'roleId');
      await grantee.find(db, roleId);
      const rules = await db.kysely.selectFrom('sysPermissionDataRule as r')
        .innerJoin('sysPermission as p', 'p.id', 'r.permissionId')
        .selectAll('r').select('p.name as menuName')
        .where('p.delFlag', '=', 0)
        .orderBy('p.sortNo').orderBy('p.id').orderBy('r.id')
        .execute();
      const grants = await db.kysely.selectFrom(grantee.table).select(['permissionId', 'dataRuleIds']).where('roleId', '=', roleId).execute();
      const held = new Map(grants.map((g) => [g.permissionId, ruleIdsOf(g.dataRuleIds)]));
      const menus = new Map<string, { permissionId: string; name: string; held: boolean; checked: string[]; rules: unknown[] }>();
      for (const { menuName, ...rule } of rules) {
        let menu = menus.get(rule.permissionId);
        if (!menu) {
          menu = { permissionId: rule.permissionId, name: menuName, held: held.has(rule.permissionId), checked: [], rules: [] };
          menus.set(rule.permissionId, menu);
        }
        menu.rules.push(rule);
        if (held.get(rule.permissionId)?.includes(rule.id)) menu.checked.push(rule.id);
      }
      return ok([...menus.values()]);
    });

    app.post(`${grantee.base}/datarule`, { config }, async (request) => {
      const body = bodyOf(request);
      const menu = await liveMenu(db, requiredId(body, 'permissionId'));
      const roleId = requiredId(body, 'roleId');
      const name = await grantee.find(db, roleId);
      const wanted = idList(body.dataRuleIds, MAX_RULES);
      const known = new Set((await db.kysely.selectFrom('sysPermissionDataRule').select('id').where('permissionId', '=', menu.id).execute()).map((r) => r.id));
      const foreign = wanted.filter((id) => !known.has(id));
      if (foreign.length > 0) throw new ApiError(fill(dataRuleMsg.rulesNotOfMenu, { ids: foreign.slice(0, 5).join(',') }));
      const grant = await grantOf(roleId, menu.id);
      if (!grant) throw new ApiError(fill(dataRuleMsg.menuNotHeld, { name: menu.name }));
      const actorId = caller(request).user.id;
      await assertDataRulesNotOwn(db, actorId, await grantee.holds(db, actorId, roleId));
      await db.kysely.updateTable(grantee.table).set({ dataRuleIds: wanted.length > 0 ? wanted.join(',') : null }).where('id', '=', grant.id).execute();
      permissionsChanged(ctx);
      await audit(ctx, request, fill(grantee.audit, { name, menu: menu.name, count: wanted.length }));
      return okMessage(dataRuleMsg.saved);
    });
  }
}
