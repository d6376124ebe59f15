import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { applyFilters, filterShape, type FilterHints } from './applyFilters.ts';
import { dynamic, selectable, type EntityRow } from './dynamic.ts';
import type { Filter } from './filterRules.ts';
import type { SortKey } from './listParams.ts';
import type { EntityModel } from './model.ts';

/** The rows a filter selects, in the given order: the list page and the export share it. */
export function selectRows(db: Db, entity: EntityModel, filters: Filter[], sort: SortKey[], hints: FilterHints = {}) {
  let query = applyFilters(dynamic(db).selectFrom(entity.table).select(selectable(entity)), entity, db.dialect, filters, hints);
  for (const key of sort) query = query.orderBy(key.field, key.direction);
  // Rows created in the same second keep a stable order between pages.
  if (!sort.some((k) => k.field === 'id')) query = query.orderBy('id', sort[sort.length - 1]?.direction ?? 'desc');
  return query;
}

const SHAPES_PER_ENTITY = 200;

const compiledPages = new WeakMap<Db, WeakMap<EntityModel, Map<string, CompiledQuery<EntityRow>>>>();

function shapesOf(db: Db, entity: EntityModel): Map<string, CompiledQuery<EntityRow>> {
  let byEntity = compiledPages.get(db);
  if (!byEntity) compiledPages.set(db, (byEntity = new WeakMap()));
  let shapes = byEntity.get(entity);
  if (!shapes) byEntity.set(entity, (shapes = new Map()));
  return shapes;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * One page of selectRows. Building and compiling the query (Kysely's builder, its CamelCasePlugin
 * pass and the compiler) cost more than running it, so each shape of filters and sort is compiled
 * once per entity and later pages, values and searches of that shape only swap the parameters
 * (filterShape). The SQL text still comes from the query builder, names from the entity
 * declaration only, and every value is a bound parameter, on SQLite and PostgreSQL alike.
 */
export async function pageRows(
  db: Db, entity: EntityModel, filters: Filter[], sort: SortKey[], hints: FilterHints, limit: number, offset: number,
): Promise<EntityRow[]> {
  const shape = filterShape(entity, db.dialect, filters, hints);
  // Limit and offset come last: after the where clause's values, as the compiled text has them.
  const parameters = [...shape.values, limit, offset];
  const key = JSON.stringify([shape.key, sort.map((k) => [k.field, k.direction])]);
  const shapes = shapesOf(db, entity);
  let compiled = shapes.get(key);
  if (compiled) {
    // Most recently used last, so the first key is the one to drop.
    shapes.delete(key);
  } else {
    compiled = selectRows(db, entity, filters, sort, hints).limit(limit).offset(offset).compile();
    // A programmer error (filterShape out of step with applyFilters), named without the values: they are the caller's.
    if (!sameValues(compiled.parameters, parameters)) {
      throw new Error(`filterShape of ${entity.table} disagrees with the query builder: ${parameters.length} values against ${compiled.parameters.length}, shape ${key}`);
    }
    if (shapes.size >= SHAPES_PER_ENTITY) shapes.delete(shapes.keys().next().value as string);
  }
  shapes.set(key, compiled);
  const result = await db.kysely.executeQuery<EntityRow>({ ...compiled, parameters });
  return result.rows;
}
