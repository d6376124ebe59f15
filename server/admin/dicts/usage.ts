import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { countedFields, maintainedCount } from '../../entities/counts.ts';
import { dynamic } from '../../entities/dynamic.ts';
import { filterValue } from '../../entities/fieldValues.ts';
import type { EntityModel, FieldModel } from '../../entities/model.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { fill } from '../../http/messages.ts';
import { dictMsg } from './messages.ts';

export interface DictUse {
  entity: EntityModel;
  field: FieldModel;
}

/** The declared entity fields whose values come from the plain dictionary `code`. */
export function dictUses(registry: SchemaRegistry, code: string): DictUse[] {
  return registry.entities.flatMap((entity) =>
    entity.fields.filter((f) => f.dict?.kind === 'code' && f.dict.code === code).map((field) => ({ entity, field })));
}

/** “村庄信息”的“村庄类型”, … for a refusal. */
export const describeUses = (uses: DictUse[]): string =>
  uses.map(({ entity, field }) => fill(dictMsg.useOf, { entity: entity.label, field: field.label })).join('、');

/**
 * How many rows of a use hold `value`: the count the triggers keep when the field is counted,
 * otherwise a count of the table. A value the field could not hold is held by no row.
 */
export async function rowsHolding(db: Db, use: DictUse, value: string): Promise<number> {
  const { entity, field } = use;
  if (countedFields(entity).includes(field)) return maintainedCount(db.kysely, entity.table, field.column, value);
  const typed = filterValue(field, value);
  if (typed === undefined) return 0;
  const row = await dynamic(db)
    .selectFrom(entity.table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where(sql.ref(field.column), '=', typed)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The first use whose rows hold `value`, with their number; undefined when none does. */
export async function firstHolder(db: Db, uses: DictUse[], value: string): Promise<{ use: DictUse; count: number } | undefined> {
  for (const use of uses) {
    const count = await rowsHolding(db, use, value);
    if (count > 0) return { use, count };
  }
  return undefined;
}
