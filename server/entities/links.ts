import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { idList } from '../http/batchIds.ts';
import { newId } from '../ids.ts';
import { dynamic, type EntityRow } from './dynamic.ts';
import type { EntityModel, LinkModel } from './model.ts';
import { columnOf, identifier } from './names.ts';

/** The linked ids a write sends, by link field: only the fields the body names (a field left out keeps its links). */
export type LinkValues = Record<string, string[]>;

/** The link fields of a body (`selectedroles: "r1,r2"` or an array), as id lists; blank entries dropped, repeats once. */
export function linkValues(entity: EntityModel, body: Record<string, unknown>): LinkValues {
  const out: LinkValues = {};
  for (const link of entity.links) if (Object.hasOwn(body, link.name)) out[link.name] = [...new Set(idList(body[link.name]))];
  return out;
}

/** Replaces the row's links of each field in `values` (within the write's transaction `tx`). */
export async function writeLinks(tx: Db, entity: EntityModel, rowId: string, values: LinkValues): Promise<void> {
  for (const link of entity.links) {
    const ids = values[link.name];
    if (!ids) continue;
    await dynamic(tx).deleteFrom(link.table).where(link.key, '=', rowId).execute();
    if (ids.length > 0) await dynamic(tx).insertInto(link.table).values(ids.map((id) => ({ id: newId(), [link.key]: rowId, [link.value]: id }))).execute();
  }
}

/** Removes every link of these rows (a purge: the rows are gone for good). */
export async function dropLinks(tx: Db, entity: EntityModel, rowIds: string[]): Promise<void> {
  if (rowIds.length === 0) return;
  for (const link of entity.links) await dynamic(tx).deleteFrom(link.table).where(link.key, 'in', rowIds).execute();
}

/** Answers each link field on the rows as its comma-separated ids (sorted, so an answer is stable), one query per field. */
export async function attachLinks(db: Db, entity: EntityModel, rows: EntityRow[]): Promise<void> {
  if (entity.links.length === 0 || rows.length === 0) return;
  const ids = rows.map((row) => String(row.id));
  for (const link of entity.links) {
    const pairs = await dynamic(db).selectFrom(link.table).select([link.key, link.value]).where(link.key, 'in', ids).orderBy(link.value).execute();
    const byRow = new Map<string, string[]>();
    for (const pair of pairs) {
      const key = String(pair[link.key]);
      byRow.set(key, [...(byRow.get(key) ?? []), String(pair[link.value])]);
    }
    for (const row of rows) row[link.name] = (byRow.get(String(row.id)) ?? []).join(',');
  }
}

/** The link field of this name, if the entity has one. */
export const linkNamed = (entity: EntityModel, name: string): LinkModel | undefined => entity.links.find((l) => l.name === name);

/** A filter on a link field (`in`): rows linked to any of the values (a department's members). */
export function linkedTo(entity: EntityModel, link: LinkModel, values: readonly unknown[]): RawBuilder<SqlBool> {
  if (values.length === 0) return sql<SqlBool>`1 = 0`;
  const [table, key, value] = [identifier(link.table), identifier(columnOf(link.key)), identifier(columnOf(link.value))];
  return sql<SqlBool>`${sql.ref(`${entity.table}.id`)} in (select ${sql.raw(key)} from ${sql.raw(table)} where ${sql.raw(value)} in (${sql.join(values)}))`;
}
