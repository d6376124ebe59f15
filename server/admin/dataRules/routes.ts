import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { caller, perm } from '../../auth/access.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, ok, okMessage } from '../../http/envelope.ts';
import { msg } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { audit } from '../logs/audit.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { rolePerms } from '../roles/permissions.ts';
import { requiredId } from '../../http/params.ts';
import { dropFromGrants, refreshRuleFlag, ruleIdsOf } from './grants.ts';
import { readRuleInput } from './input.ts';
import { checkRuleColumn } from './ruleColumn.ts';
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
 * 菜单管理 › 数据规则: a menu's data rules (list, add, edit, delete), under the older platform's
 * names and under `/sys/permission/dataRule/{list,queryById,add,edit,delete}` for the page's
 * http adapter; and 角色管理 › 数据权限: which of a menu's rules a role is granted.
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

  const add = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const menu = await liveMenu(db, requiredId(body, 'permissionId'));
    if (menu.menuType === 2) throw new ApiError(dataRuleMsg.menuIsButton);
    const fields = readRuleInput(body);
    await checkRuleColumn(db, ctx.registry, menu.id, fields.ruleColumn);
    const row = { ...fields, id: newId(), permissionId: menu.id, createBy: caller(request).user.username, createTime: formatDateTime(), updateBy: null, updateTime: null };
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('sysPermissionDataRule').values(row).execute();
      await refreshRuleFlag(trx, menu.id);
    });
    // Entity requests keep a session's rules for a few seconds: this process forgets them at once.
    permissionsChanged(ctx);
    await audit(ctx, request, `添加数据规则：${menu.name} › ${row.ruleName}(${row.ruleColumn} ${row.ruleConditions} ${row.ruleValue})`);
    return ok(row, msg.added);
  };
  app.post('/sys/permission/addPermissionRule', { config: manage }, add);
  app.post('/sys/permission/dataRule/add', { config: manage }, add);

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const current = await ruleById(db, requiredId(body));
    const changes = { ...readRuleInput(body), updateBy: caller(request).user.username, updateTime: formatDateTime() };
    await checkRuleColumn(db, ctx.registry, current.permissionId, changes.ruleColumn);
    await db.kysely.updateTable('sysPermissionDataRule').set(changes).where('id', '=', current.id).execute();
    permissionsChanged(ctx);
    await audit(ctx, request, `编辑数据规则：${changes.ruleName}(${changes.ruleColumn} ${changes.ruleConditions} ${changes.ruleValue})`);
    return ok({ ...current, ...changes }, msg.edited);
  };
  for (const url of ['/sys/permission/editPermissionRule', '/sys/permission/dataRule/edit']) {
    app.route({ method: ['PUT', 'POST'], url, config: manage, handler: edit });
  }

  const remove = async (request: FastifyRequest) => {
    const rule = await ruleById(db, requiredId(queryOf(request)));
    await db.kysely.transaction().execute(async (trx) => {
      await dropFromGrants(trx, [rule.id]);
      await trx.deleteFrom('sysPermissionDataRule').where('id', '=', rule.id).execute();
      await refreshRuleFlag(trx, rule.permissionId);
    });
    permissionsChanged(ctx);
    await audit(ctx, request, `删除数据规则：${rule.ruleName}(${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue})`);
    return okMessage(msg.deleted);
  };
  app.delete('/sys/permission/deletePermissionRule', { config: manage }, remove);
  app.delete('/sys/permission/dataRule/delete', { config: manage }, remove);

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
