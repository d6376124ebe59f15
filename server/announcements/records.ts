import type { SysAnnouncementTable } from '../db/types.ts';
import { sanitizeRichText } from './sanitize.ts';

export type AnnouncementRow = SysAnnouncementTable;

/** An announcement as answered: every column, the rich text sanitised again (defence in depth). */
export function announcementAnswer<T extends { msgContent: string | null }>(row: T): T {
  return { ...row, msgContent: sanitizeRichText(row.msgContent) };
}

/** What the bell lists per tab; the totals are full counts, the lists at most `pageSize` long. */
export const BELL_TABS = [
  { category: '1', list: 'anntMsgList', total: 'anntMsgTotal' },
  { category: '2', list: 'sysMsgList', total: 'sysMsgTotal' },
  { category: '3', list: 'dbMsgList', total: 'dbMsgTotal' },
] as const;

/** An announcement as one user received it: the entity, its id again as anntId, and the send row. */
export interface InboxItem extends AnnouncementRow {
  anntId: string;
  sendId: string;
  readFlag: string;
  readTime: string | null;
  starFlag: string | null;
}

export type BellLists = {
  [Tab in (typeof BELL_TABS)[number] as Tab['list']]: InboxItem[];
} & {
  [Tab in (typeof BELL_TABS)[number] as Tab['total']]: number;
};

/** One row of getMyAnnouncementSend (the platform's AnnouncementSendModel): id is the send row's. */
export interface MyAnnouncement {
  id: string;
  anntId: string;
  userId: string;
  titile: string;
  msgContent: string;
  msgAbstract: string | null;
  sender: string | null;
  /** The sender's real name; null when no user has that username any more. */
  sender_dictText: string | null;
  priority: string | null;
  msgCategory: string;
  msgType: string | null;
  sendTime: string | null;
  createTime: string | null;
  readFlag: string;
  readTime: string | null;
  starFlag: string | null;
  openType: string | null;
  openPage: string | null;
  busType: string | null;
  busId: string | null;
}
