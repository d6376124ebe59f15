import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, SysUserTable } from '../db/types.ts';
import { formatDateTime, newId } from '../ids.ts';

const INSERT_CHUNK = 500;

/** Unread send rows for (announcement, user) pairs; pairs that already have one are left alone. */
export async function insertSendRows(kysely: Kysely<Database>, pairs: { anntId: string; userId: string }[], by: string): Promise<void> {
  const now = formatDateTime();
  for (let i = 0; i < pairs.length; i += INSERT_CHUNK) {
    await kysely
      .insertInto('sysAnnouncementSend')
      .values(pairs.slice(i, i + INSERT_CHUNK).map((pair) => ({
        id: newId(), anntId: pair.anntId, userId: pair.userId, readFlag: '0', readTime: null, starFlag: null,
        createBy: by, createTime: now, updateBy: null, updateTime: null,
      })))
      .onConflict((oc) => oc.columns(['anntId', 'userId']).doNothing())
      .execute();
  }
}

/**
 * Gives the user a send row for every released, live announcement to all users that ends after
 * the account was created (api-contract section 6; no end time counts as never ending). Reading
 * state is then per user, kept on these rows.
 */
export async function ensureBroadcastRows(db: Db, user: Pick<SysUserTable, 'id' | 'username' | 'createTime'>): Promise<void> {
  const created = user.createTime;
  const missing = await db.kysely
    .selectFrom('sysAnnouncement as a')
    .select('a.id')
    .where('a.msgType', '=', 'ALL')
    .where('a.sendStatus', '=', '1')
    .where('a.delFlag', '=', '0')
    .$if(!!created, (q) => q.where((eb) => eb.or([eb('a.endTime', 'is', null), eb('a.endTime', '>=', created ?? '')])))
    .where((eb) =>
      eb.not(eb.exists(
        eb.selectFrom('sysAnnouncementSend as s').select('s.id').whereRef('s.anntId', '=', 'a.id').where('s.userId', '=', user.id),
      )),
    )
    .execute();
  await insertSendRows(db.kysely, missing.map((row) => ({ anntId: row.id, userId: user.id })), user.username);
}
