import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { SysUserTable } from '../db/types.ts';
import { ApiError } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { formatDateTime } from '../ids.ts';
import { annMsg } from '../routes/announcementMessages.ts';
import { recipientIds } from './input.ts';
import type { AnnouncementRow } from './records.ts';
import { insertSendRows } from './sendRows.ts';

/** A live (not deleted) announcement, or the not-found refusal. */
export async function liveAnnouncement(db: Db, id: string): Promise<AnnouncementRow> {
  const row = await db.kysely.selectFrom('sysAnnouncement').selectAll().where('id', '=', id).where('delFlag', '=', '0').executeTakeFirst();
  if (!row) throw new ApiError(msg.notFoundRow);
  return row;
}

/**
 * Release: status '1', sent now by the caller; recipients of a USER announcement get their send
 * rows (announcements to all get theirs when each user's bell asks). Then the push, on every
 * process: 'topic' to everyone connected, or 'user' to each recipient.
 */
export async function release(ctx: AppContext, id: string, by: Pick<SysUserTable, 'username'>): Promise<void> {
  const row = await liveAnnouncement(ctx.db, id);
  if (row.sendStatus === '1') throw new ApiError(annMsg.alreadyReleased);
  const now = formatDateTime();
  const recipients = row.msgType === 'USER' ? recipientIds(row.userIds) : [];
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('sysAnnouncement')
      .set({ sendStatus: '1', sendTime: now, sender: by.username, updateBy: by.username, updateTime: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('sendStatus', 'is', null), eb('sendStatus', '!=', '1')]))
      .executeTakeFirst();
    // Another administrator released it a moment ago: push once, not twice.
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError(annMsg.alreadyReleased);
    if (row.msgType === 'USER') {
      // Re-released after an edit: whoever is no longer a recipient stops seeing it.
      await trx.deleteFrom('sysAnnouncementSend').where('anntId', '=', id)
        .$if(recipients.length > 0, (q) => q.where('userId', 'not in', recipients))
        .execute();
    }
    await insertSendRows(trx, recipients.map((userId) => ({ anntId: id, userId })), by.username);
  });
  const message = { cmd: row.msgType === 'USER' ? 'user' : 'topic', msgId: id, msgTxt: row.titile };
  if (row.msgType === 'USER') ctx.push.sendToUsers(recipients, message);
  else ctx.push.broadcast(message);
  // Answer once the other processes have been told.
  await ctx.push.flush();
}

export async function revoke(db: Db, id: string, by: Pick<SysUserTable, 'username'>): Promise<void> {
  const row = await liveAnnouncement(db, id);
  if (row.sendStatus !== '1') throw new ApiError(annMsg.revokeNotReleased);
  const now = formatDateTime();
  await db.kysely
    .updateTable('sysAnnouncement')
    .set({ sendStatus: '2', cancelTime: now, updateBy: by.username, updateTime: now })
    .where('id', '=', id)
    .execute();
}
