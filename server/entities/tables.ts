import { sql, type ColumnDataType, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { EntityModel, FieldModel } from './model.ts';
import { columnOf, objectName } from './names.ts';

/** The existing tables and their columns, as introspection saw them. */
export type TableColumns = Map<string, Set<string>>;

function columnType(field: FieldModel): ColumnDataType {
  // A secret's length is that of the typed text; its sealed form is longer (secrets.ts).
  if (field.secret) return 'text';
  switch (field.type) {
    case 'string': return `varchar(${field.length ?? 255})`;
    case 'text': return 'text';
    case 'integer': return 'bigint';
    case 'number': return 'double precision';
    case 'date': return 'varchar(10)';
    case 'datetime': return 'varchar(19)';
    case 'boolean': return 'integer';
  }
}

/** The declared default as stored: booleans are 0/1. */
export function storedDefault(field: FieldModel): string | number | undefined {
  const value = field.default;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

// Kysely's builders are typed per table; entity tables are only known at run time.
type Untyped = Kysely<Record<string, Record<string, unknown>>>;
const untyped = (db: Kysely<Database>) => db as unknown as Untyped;

/**
 * Creates the entity's table when it is missing, or adds the columns of fields declared since
 * (never a rebuild: rows stay). Returns whether the table was created.
 */
export async function ensureTable(db: Kysely<Database>, entity: EntityModel, existing: TableColumns): Promise<boolean> {
  const columns = existing.get(entity.table);
  const schema = untyped(db).schema;
  if (!columns) {
    let create: CreateTableBuilder<string, string> = schema.createTable(entity.table);
    for (const field of entity.columns) {
      const fallback = storedDefault(field);
      create = create.addColumn(field.column, columnType(field), (c) => {
        const withKey = field.name === 'id' ? c.primaryKey() : c;
        return fallback === undefined ? withKey : withKey.defaultTo(fallback);
      });
    }
    await create.execute();
    return true;
  }
  for (const field of entity.columns) {
    if (columns.has(field.column)) continue;
    const fallback = storedDefault(field);
    await schema
      .alterTable(entity.table)
      .addColumn(field.column, columnType(field), (c) => (fallback === undefined ? c : c.defaultTo(fallback)))
      .execute();
    if (entity.tree && field.name === entity.tree.hasChild) await countChildren(db, entity);
  }
  return false;
}

/** A tree's has-child column added to a table that has rows (sys_depart): it starts as the rows say, not all '0'. */
async function countChildren(db: Kysely<Database>, entity: EntityModel): Promise<void> {
  const tree = entity.tree;
  const parent = tree && entity.byName.get(tree.parent);
  if (!tree || !parent) return;
  const table = sql.table(entity.table);
  const live = entity.softDelete ? sql` and ${sql.ref('del_flag')} = 0` : sql``;
  await sql`update ${table} set ${sql.ref(columnOf(tree.hasChild))} = '1'
    where ${sql.ref('id')} in (select ${sql.ref(parent.column)} from ${table} where ${sql.ref(parent.column)} is not null${live})`.execute(db);
}

/**
 * Indexes that keep list pages fast on large tables: creation time (the default sort, with id to
 * break ties), the tenant followed by the default sort, each unique field (per tenant), and each
 * dictionary field followed by the default sort, so an equality filter on it reads its first page
 * straight from the index. Created with a new table and added to existing ones by the sync.
 */
export async function ensureIndexes(db: Kysely<Database>, entity: EntityModel): Promise<void> {
  const schema = untyped(db).schema;
  const table = entity.table;
  await schema.createIndex(objectName('ix', table, 'create_time')).ifNotExists().on(table).columns(['create_time', 'id']).execute();
  // Every request with a tenant header reads by tenant (lists, dictionaries, counts).
  await schema.createIndex(objectName('ix', table, 'tenant_id')).ifNotExists().on(table).columns(['tenant_id', 'create_time', 'id']).execute();
  for (const field of entity.fields) {
    if (field.unique) {
      // Unique within a tenant (rows of no tenant are one group): the index of earlier versions,
      // unique over the whole table, gives way to it.
      await schema.dropIndex(objectName('ux', table, field.column)).ifExists().execute();
      // With soft delete only rows not deleted hold their values: the index leaves marked rows out.
      const [name, other] = entity.softDelete ? ['uxl', 'uxt'] : ['uxt', 'uxl'];
      await schema.dropIndex(objectName(other, table, field.column)).ifExists().execute();
      try {
        await schema.createIndex(objectName(name, table, field.column)).ifNotExists().unique().on(table)
          .expression(sql`coalesce(${sql.ref('tenant_id')}, 0), ${sql.ref(field.column)}`)
          .$call((q) => (entity.softDelete ? q.where(sql.ref('del_flag'), '=', 0) : q))
          .execute();
      } catch (error) {
        throw new Error(`${entity.file}: cannot make ${table}.${field.column} unique (does the table hold duplicate values?): ${String(error)}`);
      }
    }
    if (field.dict) {
      await schema.createIndex(objectName('ix', table, field.column)).ifNotExists().on(table).columns([field.column, 'create_time', 'id']).execute();
    }
  }
}
