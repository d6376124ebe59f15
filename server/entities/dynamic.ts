import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import type { EntityModel } from './model.ts';

/** Entity tables are known only at run time: rows are records of unknown values. */
export type EntityRow = Record<string, unknown>;
export type DynamicDb = Record<string, EntityRow>;

/** The query builder over entity tables (names still pass through the CamelCasePlugin). */
export const dynamic = (db: Db | Kysely<Database>): Kysely<DynamicDb> =>
  ('kysely' in db ? db.kysely : db) as unknown as Kysely<DynamicDb>;

/** Every column the entity declares today, as the query builder names them. */
export const selectable = (entity: EntityModel): string[] => entity.columns.map((f) => f.name);

/** A row as the API answers it (declared columns only, booleans as true/false), written onto `out`. */
export function assignPublic(entity: EntityModel, out: EntityRow, row: EntityRow): EntityRow {
  for (const field of entity.columns) {
    // A secret is never answered: the form shows it blank, and a blank edit keeps it.
    const value = field.secret ? null : (row[field.name] ?? null);
    out[field.name] = field.type === 'boolean' && value !== null ? Number(value) === 1 : value;
  }
  return out;
}
