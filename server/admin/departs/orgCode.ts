import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { departMsg } from './messages.ts';

const PER_LETTER = 99;

/**
 * The next free org code under `prefix`: the platform's scheme of one letter and two digits per
 * level (A01, A01A01, ..., A99, B01). Deleted departments keep their codes, so they are skipped too.
 * Called inside the add's transaction: on PostgreSQL two adds take turns (an advisory lock held
 * until the transaction ends), so they never pick the same code; SQLite runs one write at a time.
 */
export async function nextOrgCode(db: Db, prefix: string): Promise<string> {
  if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('sys_depart.org_code'))`.execute(db.kysely);
  const rows = await db.kysely.selectFrom('sysDepart').select('orgCode').where('orgCode', 'like', `${prefix}%`).execute();
  const taken = new Set(rows.map((r) => r.orgCode));
  for (let n = 0; n < 26 * PER_LETTER; n += 1) {
    const code = `${prefix}${String.fromCharCode(65 + Math.floor(n / PER_LETTER))}${String((n % PER_LETTER) + 1).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
  throw new ApiError(departMsg.codesExhausted);
}
