import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ruleTables } from './tables.ts';

/**
 * The next serial of a rule in a period, counted in the database: one upsert that either creates
 * the row at 1 or adds 1 and answers the new value. Both databases run it atomically, so several
 * server processes never hand out the same serial.
 */
export async function nextSerial(db: Db, ruleCode: string, period: string): Promise<number> {
  const row = await ruleTables(db)
    .insertInto('sysFillRuleCounter')
    .values({ ruleCode, period, lastSerial: 1 })
    .onConflict((oc) => oc.columns(['ruleCode', 'period']).doUpdateSet({ lastSerial: sql<number>`sys_fill_rule_counter.last_serial + 1` }))
    .returning('lastSerial')
    .executeTakeFirstOrThrow();
  return Number(row.lastSerial);
}
