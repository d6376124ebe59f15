import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SysUserTable } from '../db/types.ts';
import { likePattern } from '../entities/filterRules.ts';
import { page, type Page } from '../http/envelope.ts';
import { formatDateTime } from '../ids.ts';
import { BELL_TABS, announcementAnswer, type BellLists, type InboxItem, type MyAnnouncement } from './records.ts';
import { sanitizeRichText } from './sanitize.ts';
import { ensureBroadcastRows } from './sendRows.ts';

type User = Pick<SysUserTable, 'id' | 'username' | 'createTime'>;

/** The user's send rows joined to their announcements, released and not deleted. */
function received(db: Db, userId: string) {
  return db.kysely
    .selectFrom('sysAnnouncementSend as s')
    .innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
    .where('s.userId', '=', userId)
    .where('a.sendStatus', '=', '1')
    .where('a.delFlag', '=', '0');
}

/** listByUser: per tab the newest unread announcements (at most pageSize) and their full count. */
export async function bellLists(db: Db, user: User, pageSize: number): Promise<BellLists> {
  await ensureBroadcastRows(db, user);
  const unread = received(db, user.id).where('s.readFlag', '=', '0');
  const counts = await unread
    .select((eb) => ['a.msgCategory', eb.fn.countAll().as('n')])
    .groupBy('a.msgCategory')
    .execute();
  const lists = await Promise.all(BELL_TABS.map((tab) =>
    unread
      .selectAll('a')
      .select(['s.id as sendId', 's.readFlag', 's.readTime', 's.starFlag'])
      .where('a.msgCategory', '=', tab.category)
      .orderBy('a.sendTime', 'desc')
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .execute(),
  ));
  const answer: Record<string, InboxItem[] | number> = {};
  BELL_TABS.forEach((tab, i) => {
    answer[tab.list] = lists[i].map((row) => announcementAnswer({ ...row, anntId: row.id }));
    answer[tab.total] = Number(counts.find((c) => c.msgCategory === tab.category)?.n ?? 0);
  });
  return answer as BellLists;
}

export interface MyAnnouncementQuery {
  pageNo: number;
  pageSize: number;
  titile: string;
  readFlag: string;
  msgCategory: string;
}

/** getMyAnnouncementSend: the user's announcements, read and unread, unread first, newest first. */
export async function myAnnouncements(db: Db, user: User, query: MyAnnouncementQuery): Promise<Page<MyAnnouncement>> {
  await ensureBroadcastRows(db, user);
  const like = db.dialect === 'postgres' ? 'ilike' : 'like';
  const filtered = received(db, user.id)
    .$if(!!query.titile, (q) => q.where(sql<SqlBool>`a.titile ${sql.raw(like)} ${likePattern({ text: query.titile, match: 'contains' })} escape '\\'`))
    .$if(!!query.readFlag, (q) => q.where('s.readFlag', '=', query.readFlag))
    .$if(!!query.msgCategory, (q) => q.where('a.msgCategory', '=', query.msgCategory));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  // 发布人 as the user's real name (the platform's @Dict(dictTable = sys_user) on sender): one join, not a lookup per row.
  const rows = await filtered
    .leftJoin('sysUser as u', 'u.username', 'a.sender')
    .select('u.realname as senderRealname')
    .select([
      's.id', 's.anntId', 's.userId', 's.readFlag', 's.readTime', 's.starFlag', 'a.titile', 'a.msgContent',
      'a.msgAbstract', 'a.sender', 'a.priority', 'a.msgCategory', 'a.msgType', 'a.sendTime', 'a.createTime',
      'a.openType', 'a.openPage', 'a.busType', 'a.busId',
    ])
    .orderBy('s.readFlag')
    .orderBy('a.sendTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return page(rows.map(({ senderRealname, ...row }) => ({ ...row, sender_dictText: senderRealname, msgContent: sanitizeRichText(row.msgContent) })), Number(total?.n ?? 0), query.pageSize, query.pageNo);
}

function markAsRead(db: Db, user: User, anntId?: string) {
  const now = formatDateTime();
  return db.kysely
    .updateTable('sysAnnouncementSend')
    .set({ readFlag: '1', readTime: now, updateBy: user.username, updateTime: now })
    .where('userId', '=', user.id)
    .where('readFlag', '=', '0')
    .$if(anntId !== undefined, (q) => q.where('anntId', '=', anntId ?? ''))
    .executeTakeFirst();
}

/**
 * Marks one announcement read for this user only. An announcement to all that this user's bell
 * has not listed yet has no send row: it is given one first, then marked.
 */
export async function markRead(db: Db, user: User, anntId: string): Promise<void> {
  const updated = await markAsRead(db, user, anntId);
  if (Number(updated.numUpdatedRows) > 0) return;
  await ensureBroadcastRows(db, user);
  await markAsRead(db, user, anntId);
}

export async function markAllRead(db: Db, user: User): Promise<void> {
  await ensureBroadcastRows(db, user);
  await markAsRead(db, user);
}
