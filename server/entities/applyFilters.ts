import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.ts';
import { likePattern, type Filter } from './filterRules.ts';
import type { EntityModel, FieldModel } from './model.ts';
import { ftsTable } from './searchIndex.ts';
import { linkedTo, linkNamed } from './links.ts';

type Condition = RawBuilder<SqlBool>;
type Like = Extract<Filter, { kind: 'like' }>;

/**
 * How to render. `walkSortIndex`: substring filters test each row with LIKE instead of looking the
 * trigram matches up, so SQLite walks the sort index and stops at the page's last row; the
 * better plan when a match is common (fetching and sorting thousands of matches is not).
 */
export interface FilterHints {
  walkSortIndex?: boolean;
}

const OPERATORS: ReadonlySet<string> = new Set(['=', '<>', '>', '>=', '<', '<=']);

function fieldNamed(entity: EntityModel, name: string): FieldModel {
  const field = entity.byName.get(name);
  // buildFilters only emits declared names; anything else is a programming error.
  if (!field) throw new Error(`filter on undeclared field ${name} of ${entity.table}`);
  return field;
}

/**
 * The FTS5 table and query serving a like filter on SQLite, when one does: the field is indexed
 * and the text has the three characters a trigram needs. The quoted phrase matches as a substring.
 */
export function ftsMatch(entity: EntityModel, dialect: Dialect, filter: Like): { table: string; query: string } | undefined {
  const field = fieldNamed(entity, filter.field);
  if (dialect !== 'sqlite' || !field.substring || [...filter.text].length < 3) return undefined;
  return { table: ftsTable(entity.table), query: `${field.column} : "${filter.text.replace(/"/g, '""')}"` };
}

function like(entity: EntityModel, dialect: Dialect, filter: Like, hints: FilterHints): Condition {
  const field = fieldNamed(entity, filter.field);
  const ref = sql.ref(field.column);
  const numeric = field.type === 'integer' || field.type === 'number' || field.type === 'boolean';
  const target = numeric ? sql`cast(${ref} as varchar(64))` : ref;
  // Case-insensitive on both databases, as SQLite's LIKE is.
  const plain = sql<SqlBool>`${target} ${sql.raw(dialect === 'postgres' ? 'ilike' : 'like')} ${likePattern(filter)} escape '\\'`;
  const fts = ftsMatch(entity, dialect, filter);
  if (!fts || hints.walkSortIndex) return plain;
  const table = sql.table(fts.table);
  const match = sql<SqlBool>`${sql.ref(`${entity.table}.rowid`)} in (select rowid from ${table} where ${table} match ${fts.query})`;
  return filter.match === 'contains' ? match : sql<SqlBool>`(${match} and ${plain})`;
}

function condition(entity: EntityModel, dialect: Dialect, filter: Filter, hints: FilterHints): Condition {
  switch (filter.kind) {
    case 'compare':
      if (!OPERATORS.has(filter.op)) throw new Error(`unknown comparison ${String(filter.op)}`);
      return sql<SqlBool>`${sql.ref(fieldNamed(entity, filter.field).column)} ${sql.raw(filter.op)} ${filter.value}`;
    case 'in': {
      // A link field (links.ts) is rows of its join table: the rows linked to any of the values.
      const link = linkNamed(entity, filter.field);
      if (link) return linkedTo(entity, link, filter.values);
      if (filter.values.length === 0) return sql<SqlBool>`1 = 0`;
      return sql<SqlBool>`${sql.ref(fieldNamed(entity, filter.field).column)} in (${sql.join(filter.values)})`;
    }
    case 'like':
      return like(entity, dialect, filter, hints);
    case 'missing':
      return sql<SqlBool>`${sql.ref(fieldNamed(entity, filter.field).column)} is null`;
    case 'any':
    case 'all':
      return group(entity, dialect, filter.filters, filter.kind === 'any' ? 'or' : 'and', hints);
  }
}

function group(entity: EntityModel, dialect: Dialect, filters: Filter[], join: 'and' | 'or', hints: FilterHints): Condition {
  const parts = filters.map((f) => condition(entity, dialect, f, hints));
  return sql<SqlBool>`(${sql.join(parts, sql.raw(` ${join} `))})`;
}

/**
 * The filters as one SQL condition (undefined when there are none). Names come from the entity
 * declaration and values are bound parameters; substring filters use the trigram index.
 */
export function filterCondition(entity: EntityModel, dialect: Dialect, filters: Filter[], hints: FilterHints = {}): Condition | undefined {
  return filters.length === 0 ? undefined : group(entity, dialect, filters, 'and', hints);
}

/** The filters applied to a query: a no-op when there are none. */
export function applyFilters<Q extends { where(condition: Condition): Q }>(query: Q, entity: EntityModel, dialect: Dialect, filters: Filter[], hints: FilterHints = {}): Q {
  const where = filterCondition(entity, dialect, filters, hints);
  return where ? query.where(where) : query;
}

/**
 * What the SQL text of filterCondition depends on (`key`), and the values it binds, in order: two
 * filter lists with one key render the same text, so a query compiled for one runs the other with
 * its values (pageRows.ts). It mirrors condition() and like() above and must change with them;
 * pageRows checks the values against Kysely's own parameters whenever it compiles a shape, and
 * applyFilters.test.ts checks both on every kind of filter.
 */
export function filterShape(entity: EntityModel, dialect: Dialect, filters: Filter[], hints: FilterHints = {}): { key: string; values: unknown[] } {
  const values: unknown[] = [];
  const shapeOf = (filter: Filter): unknown => {
    switch (filter.kind) {
      case 'compare':
        values.push(filter.value);
        return ['=', filter.field, filter.op];
      case 'in':
        values.push(...filter.values);
        return ['in', filter.field, filter.values.length];
      case 'like': {
        const fts = hints.walkSortIndex ? undefined : ftsMatch(entity, dialect, filter);
        if (fts) values.push(fts.query);
        if (!fts || filter.match !== 'contains') values.push(likePattern(filter));
        return ['like', filter.field, filter.match, fts !== undefined];
      }
      case 'missing':
        return ['missing', filter.field];
      case 'any':
      case 'all':
        return [filter.kind, filter.filters.map(shapeOf)];
    }
  };
  const key = JSON.stringify(filters.map(shapeOf));
  return { key, values };
}

/** Whether any filter is served by an FTS5 table (SQLite), at any depth. */
export function usesFts(entity: EntityModel, dialect: Dialect, filters: Filter[]): boolean {
  return filters.some((f) =>
    f.kind === 'like' ? ftsMatch(entity, dialect, f) !== undefined : f.kind === 'any' || f.kind === 'all' ? usesFts(entity, dialect, f.filters) : false,
  );
}
