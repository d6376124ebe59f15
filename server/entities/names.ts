import { CamelCasePlugin } from 'kysely';

// The database's CamelCasePlugin turns names into columns; using its own mapper keeps DDL, raw SQL
// and the query builder in agreement on every name.
class NameMapper extends CamelCasePlugin {
  column(name: string): string {
    return this.snakeCase(name);
  }
  field(column: string): string {
    return this.camelCase(column);
  }
}

const mapper = new NameMapper();

/** `lineName` as its column, `line_name`. */
export const columnOf = (field: string): string => mapper.column(field);

/** `line_name` as its field, `lineName` (what the query builder hands back). */
export const fieldOf = (column: string): string => mapper.field(column);

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * A table or column name for raw SQL. Names come only from declarations that the meta-schema
 * checked; this is the last line of defence before one is spliced into a statement.
 */
export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a safe SQL identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/**
 * A name for an index, trigger or function made from parts. PostgreSQL cuts names at 63 bytes,
 * which could make two long names collide, so a long one keeps a hash of the whole.
 */
export function objectName(prefix: string, ...parts: string[]): string {
  const full = [prefix, ...parts].join('_');
  if (full.length <= 63) return full;
  let hash = 5381;
  for (const char of full) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `${full.slice(0, 54)}_${hash.toString(36).padStart(7, '0').slice(0, 8)}`;
}
