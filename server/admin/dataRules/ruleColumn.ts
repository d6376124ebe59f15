import type { Db } from '../../db/database.ts';
import { findField } from '../../entities/model.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { fill } from '../../http/messages.ts';
import { refuse } from '../../http/params.ts';
import { dataRuleMsg } from './messages.ts';

/**
 * A rule narrows the declared entities of its menu's page (entities/dataRuleScope.ts), so its
 * column must be a field of one of them: a rule on any other name would narrow nothing, and at run
 * time it matches no row. A menu whose page declares no entity keeps its rules unchecked (they
 * apply nowhere until one does).
 */
export async function checkRuleColumn(db: Db, registry: SchemaRegistry, menuId: string, column: string): Promise<void> {
  const menu = await db.kysely.selectFrom('sysPermission').select('component').where('id', '=', menuId).executeTakeFirst();
  const component = menu?.component;
  const entities = component ? registry.entities.filter((entity) => entity.components.includes(component)) : [];
  if (entities.length === 0) return;
  const known = entities.some((entity) => {
    const field = findField(entity, column);
    return field !== undefined && !field.secret;
  });
  if (!known) refuse('ruleColumn', fill(dataRuleMsg.columnUnknown, { column, fields: entities[0].fields.slice(0, 8).map((f) => f.name).join('、') }));
}
