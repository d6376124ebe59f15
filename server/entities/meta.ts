import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

export async function readMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('appMeta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeMeta(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('appMeta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
