import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { msg } from '../http/messages.ts';
import { formatDateTime, newId } from '../ids.ts';
import { perm } from '../auth/access.ts';
import { ENTITY_ACTIONS, type EntityAction, type EntityModel } from './model.ts';

export { ENTITY_ACTIONS, type EntityAction };

/** The recycle bin's codes (softDelete.ts): seeing and restoring deleted rows, and deleting them for good. */
export type BinAction = 'recycleBin' | 'purge';
export type EntityCode = EntityAction | BinAction;

export const permissionCode = (entity: EntityModel, action: EntityCode): string => (entity.oneCode ? entity.permission : `${entity.permission}:${action}`);

/** The codes an entity's endpoints need: one per action it serves, and the recycle bin's with soft delete; the one code of a oneCode entity. */
export const entityCodes = (entity: EntityModel): EntityCode[] =>
  (entity.oneCode ? entity.actions.slice(0, 1) : [...entity.actions, ...(entity.softDelete ? (['recycleBin', 'purge'] as const) : [])]);

async function parentMenu(db: Kysely<Database>, components: string[]): Promise<string | null> {
  if (components.length === 0) return null;
  const row = await db
    .selectFrom('sysPermission')
    .select('id')
    .where('component', 'in', components)
    .where('menuType', 'in', [0, 1])
    .where('delFlag', '=', 0)
    .orderBy('sortNo')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Every entity's codes (one per action it serves) exist as buttons. A missing one is created under the page's menu and
 * granted to the admin role; rows that exist (even ones an administrator deleted) are left alone.
 */
export async function syncPermissions(db: Kysely<Database>, entities: EntityModel[]): Promise<void> {
  const admin = await db.selectFrom('sysRole').select('id').where('roleCode', '=', 'admin').executeTakeFirst();
  const now = formatDateTime();
  for (const entity of entities) {
    const actions = entityCodes(entity);
    const codes = actions.map((action) => permissionCode(entity, action));
    const existing = await db.selectFrom('sysPermission').select('perms').where('perms', 'in', codes).execute();
    const have = new Set(existing.map((r) => r.perms));
    const missing = actions.filter((action) => !have.has(permissionCode(entity, action)));
    if (missing.length === 0) continue;
    const parentId = await parentMenu(db, entity.components);
    for (const action of missing) {
      const id = newId();
      await db.insertInto('sysPermission').values({
        id, parentId, name: `${msg.entityActions[action]}${entity.label}`, url: null, component: null, componentName: null,
        redirect: null, menuType: 2, perms: permissionCode(entity, action), permsType: '1', sortNo: actions.indexOf(action) + 1,
        alwaysShow: 0, icon: null, isRoute: 0, isLeaf: 1, keepAlive: 0, hidden: 0, hideTab: 0, description: null, delFlag: 0,
        ruleFlag: 0, status: '1', internalOrExternal: 0, createBy: 'system', createTime: now, updateBy: null, updateTime: null,
      }).execute();
      if (admin) {
        await db.insertInto('sysRolePermission')
          .values({ id: newId(), roleId: admin.id, permissionId: id, dataRuleIds: null, operateDate: now, operateIp: null })
          .execute();
      }
    }
  }
}

/** Route options that require the entity's code for an action. */
export const entityAccess = (entity: EntityModel) => (action: EntityCode) => ({
  config: { access: perm(permissionCode(entity, action)) },
});
