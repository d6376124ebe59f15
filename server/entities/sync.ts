import { sql, type Kysely } from 'kysely';
import type { Db, Dialect } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { ensureCounts } from './counts.ts';
import { syncPermissions } from './permissions.ts';
import type { SchemaRegistry } from './registry.ts';
import { withSchemaLock } from './schemaLock.ts';
import { ensureSearchIndex } from './searchIndex.ts';
import { ensureIndexes, ensureTable, type TableColumns } from './tables.ts';

async function tableColumns(db: Kysely<Database>, dialect: Dialect): Promise<TableColumns> {
  let schema: string | undefined;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    schema = rows[0]?.name;
  }
  const tables = await db.introspection.getTables();
  return new Map(
    tables
      .filter((t) => !t.isView && (schema === undefined || t.schema === schema))
      .map((t) => [t.name, new Set(t.columns.map((c) => c.name))]),
  );
}

/**
 * Brings the database in line with the declared entities: tables and new columns, indexes,
 * substring search, maintained counts, and permission buttons. Runs after migrate and seed, in one
 * transaction that one process at a time holds.
 */
export async function syncEntities(db: Db, registry: SchemaRegistry): Promise<void> {
  await withSchemaLock(db, async (trx) => {
    const existing = await tableColumns(trx, db.dialect);
    for (const entity of registry.entities) {
      const created = await ensureTable(trx, entity, existing);
      await ensureIndexes(trx, entity);
      await ensureSearchIndex(trx, db.dialect, entity, created);
      await ensureCounts(trx, db.dialect, entity, created);
    }
    await syncPermissions(trx, registry.entities);
  });
}
