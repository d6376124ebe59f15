import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { EntityModel } from '../entities/model.ts';

/** Where an entity lives in the menu: its business area (the parent folder), page name and path. */
export interface EntityPlace {
  area: string | null;
  page: string | null;
  path: string | null;
  /** Menu order of the area, then the page; entities without a menu sort last. */
  order: [number, number];
}

const NOWHERE: EntityPlace = { area: null, page: null, path: null, order: [Number.MAX_SAFE_INTEGER, 0] };

/**
 * Each entity's page menu is the menu row whose component the declaring schema names (the same
 * rule that hangs its permission buttons under that menu); the area is that row's parent folder.
 */
export async function entityPlaces(db: Kysely<Database>, entities: EntityModel[]): Promise<Map<string, EntityPlace>> {
  const components = [...new Set(entities.flatMap((e) => e.components))];
  const menus = components.length === 0 ? [] : await db
    .selectFrom('sysPermission as m')
    .leftJoin('sysPermission as p', (join) => join.onRef('p.id', '=', 'm.parentId').on('p.delFlag', '=', 0))
    .select(['m.component', 'm.name', 'm.url', 'm.sortNo', 'p.name as area', 'p.sortNo as areaSort'])
    .where('m.component', 'in', components)
    .where('m.menuType', 'in', [0, 1])
    .where('m.delFlag', '=', 0)
    .orderBy('m.sortNo')
    .orderBy('m.id')
    .execute();
  const places = new Map<string, EntityPlace>();
  for (const entity of entities) {
    const menu = menus.find((m) => m.component !== null && entity.components.includes(m.component));
    places.set(entity.table, menu ? {
      area: menu.area ?? menu.name,
      page: menu.name,
      path: menu.url,
      order: [Number(menu.areaSort ?? menu.sortNo), menu.area === null ? 0 : Number(menu.sortNo)],
    } : NOWHERE);
  }
  return places;
}

export const byPlace = (places: Map<string, EntityPlace>) => (a: EntityModel, b: EntityModel): number => {
  const [pa, pb] = [places.get(a.table) ?? NOWHERE, places.get(b.table) ?? NOWHERE];
  return pa.order[0] - pb.order[0] || pa.order[1] - pb.order[1] || a.label.localeCompare(b.label, 'zh-CN');
};
