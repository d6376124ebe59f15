import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/types.ts';

// Any constant shared by every process; it names the lock that serialises entity set-up.
const ENTITY_SYNC_LOCK = 73_410_001;

/**
 * Runs the entity set-up in one transaction that only one process at a time can hold, so processes
 * starting together never create the same table or trigger twice. On SQLite `BEGIN IMMEDIATE`
 * takes the write lock up front (a deferred transaction that upgrades later can fail at once
 * instead of waiting); on PostgreSQL a transaction-scoped advisory lock does the same.
 */
export async function withSchemaLock<T>(db: Db, run: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ENTITY_SYNC_LOCK})`.execute(trx);
      return run(trx);
    });
  }
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await run(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}
