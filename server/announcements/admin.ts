import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { SysUserTable } from '../db/types.ts';
import { applyFilters } from '../entities/applyFilters.ts';
import { likePattern, type Filter } from '../entities/filterRules.ts';
import { listModel } from '../admin/shared/listModel.ts';
import { ApiError, page, type Page } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { formatDateTime } from '../ids.ts';
import { annMsg } from '../routes/announcementMessages.ts';
import { recipientIds } from './input.ts';
import { announcementAnswer, type AnnouncementRow } from './records.ts';
import { insertSendRows } from './sendRows.ts';

export interface AdminListQuery {
  pageNo: number;
  pageSize: number;
  titile: string;
  /** msgCategory and sendStatus, by the list grammar (the column filter ticks several: `sendStatus=0,1,2`). */
  filters: Filter[];
}

/** The columns of 通告管理 that filter by the list grammar. */
export const ANNOUNCEMENT_LIST = listModel('sys_announcement', [
  { name: 'msgCategory', label: '消息类型', type: 'string' },
  { name: 'sendStatus', label: '发布状态', type: 'string' },
]);

/** The 通告管理 list: every announcement not deleted, newest first. */
export async function adminList(db: Db, query: AdminListQuery): Promise<Page<AnnouncementRow>> {
  const like = db.dialect === 'postgres' ? 'ilike' : 'like';
  // The platform's query binding marks a substring search as *text*; a plain text means the same here.
  const titile = query.titile.replace(/^\*|\*$/g, '');
  const filtered = db.kysely
    .selectFrom('sysAnnouncement')
    .where('delFlag', '=', '0')
    .$if(!!titile, (q) => q.where(sql<SqlBool>`titile ${sql.raw(like)} ${likePattern({ text: titile, match: 'contains' })} escape '\\'`))
    .$call((q) => applyFilters(q, ANNOUNCEMENT_LIST, db.dialect, query.filters));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await filtered
    .selectAll()
    .orderBy('createTime', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return page(rows.map(announcementAnswer), Number(total?.n ?? 0), query.pageSize, query.pageNo);
}

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

/** Deletion is logical (del_flag '1'), as on the platform: send rows keep pointing at a row. */
export async function removeAnnouncements(db: Db, ids: string[], by: Pick<SysUserTable, 'username'>): Promise<number> {
  const now = formatDateTime();
  const result = await db.kysely
    .updateTable('sysAnnouncement')
    .set({ delFlag: '1', updateBy: by.username, updateTime: now })
    .where('id', 'in', ids)
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
