import type { Db } from '../db/database.ts';
import type { EntityModel } from '../entities/model.ts';
import { permissionCode } from '../entities/permissions.ts';
import type { SchemaRegistry } from '../entities/registry.ts';
import { userPermissionCodes } from '../services/permissions.ts';

/**
 * The declared entities serving a list the user may read (`<permission>:list`): dashboards show no
 * others (菜单管理's rows are the menus themselves, its list its own tree: not a figure).
 */
export async function listableEntities(db: Db, registry: SchemaRegistry, userId: string): Promise<EntityModel[]> {
  if (registry.entities.length === 0) return [];
  const codes = await userPermissionCodes(db, userId);
  return registry.entities.filter((entity) => entity.actions.includes('list') && codes.has(permissionCode(entity, 'list')));
}
