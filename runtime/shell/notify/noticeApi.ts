import { getAction, putAction } from '../request/actions';
import type { Envelope } from '../../../schemas/envelope.ts';

/**
 * The notice calls of seed 000 section 7 and api-contract section 6, with their answers narrowed at
 * this boundary: the components below read only these shapes.
 */

/** An unread item of the bell (a SysAnnouncement; `titile` is spelled so by the server). */
export interface NoticeItem {
  id: string;
  titile: string;
  msgContent: string;
  sender: string;
  priority: string | null;
  msgCategory: string | null;
  sendTime: string | null;
  createTime: string | null;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
}

export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
  dbMsgList: NoticeItem[];
  dbMsgTotal: number;
}

/** One row of the user's own announcements (getMyAnnouncementSend). */
export interface MyAnnouncement extends Omit<NoticeItem, 'id' | 'createTime'> {
  anntId: string;
  /** '1' read, '0' unread. */
  readFlag: string;
  /** 发布人 as shown: the sender's real name (the server's `sender_dictText`), else the username. */
  senderName: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** What the detail dialog shows. */
export interface AnnouncementDetail {
  id: string;
  titile: string;
  msgContent: string;
  sender: string;
  senderName: string;
  sendTime: string | null;
  openType: string | null;
  openPage: string | null;
}

export const NOTICE_PAGE_SIZE = 5;

type Row = Record<string, unknown>;

function row(value: unknown): Row {
  return typeof value === 'object' && value !== null ? (value as Row) : {};
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : null;
}

function count(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? value.map(row) : [];
}

export function toNoticeItem(item: Row): NoticeItem {
  return {
    id: text(item.id) ?? '',
    titile: text(item.titile) ?? '',
    msgContent: text(item.msgContent) ?? '',
    sender: text(item.sender) ?? '',
    priority: text(item.priority),
    msgCategory: text(item.msgCategory),
    sendTime: text(item.sendTime),
    createTime: text(item.createTime),
    openType: text(item.openType),
    openPage: text(item.openPage),
    busId: text(item.busId),
  };
}

export function toNoticeLists(result: unknown): NoticeLists {
  const body = row(result);
  return {
    anntMsgList: rows(body.anntMsgList).map(toNoticeItem),
    anntMsgTotal: count(body.anntMsgTotal),
    sysMsgList: rows(body.sysMsgList).map(toNoticeItem),
    sysMsgTotal: count(body.sysMsgTotal),
    dbMsgList: rows(body.dbMsgList).map(toNoticeItem),
    dbMsgTotal: count(body.dbMsgTotal),
  };
}

export function toMyAnnouncementPage(result: unknown): Page<MyAnnouncement> {
  const body = row(result);
  return {
    records: rows(body.records).map((item) => {
      const { id: _id, createTime: _createTime, ...rest } = toNoticeItem(item);
      return { ...rest, anntId: text(item.anntId) ?? text(item.id) ?? '', readFlag: text(item.readFlag) ?? '0', senderName: text(item.sender_dictText) || rest.sender };
    }),
    total: count(body.total),
    current: count(body.current) || 1,
    size: count(body.size),
  };
}

function resultOf<T>(response: Envelope<T>): T {
  if (!response.success) throw new Error(response.message);
  return response.result;
}

/** The bell's lists. Silent: a failure stops the polling (seed 000 section 8) without a notice each time. */
export async function fetchNoticeLists(signal?: AbortSignal): Promise<NoticeLists> {
  const response = await getAction<unknown>('/sys/annountCement/listByUser', { pageSize: NOTICE_PAGE_SIZE }, { signal, silentErrors: true });
  return toNoticeLists(resultOf(response));
}

export async function markRead(anntId: string): Promise<void> {
  resultOf(await putAction<unknown>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }));
}

export async function markAllRead(): Promise<void> {
  resultOf(await putAction<unknown>('/sys/sysAnnouncementSend/readAll'));
}

export interface MyAnnouncementQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  readFlag?: string;
}

export async function fetchMyAnnouncements(query: MyAnnouncementQuery, signal?: AbortSignal): Promise<Page<MyAnnouncement>> {
  const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.titile) params.titile = query.titile;
  if (query.readFlag) params.readFlag = query.readFlag;
  const response = await getAction<unknown>('/sys/sysAnnouncementSend/getMyAnnouncementSend', params, { signal });
  return toMyAnnouncementPage(resultOf(response));
}

/** The sender's real name from the user list; the username itself when that cannot be read. */
async function realnameOf(username: string, signal?: AbortSignal): Promise<string> {
  if (username === '') return '';
  try {
    const response = await getAction<unknown>('/sys/user/list', { username }, { signal, silentErrors: true });
    const first = rows(row(response.result).records)[0];
    return text(first?.realname) || username;
  } catch {
    return username;
  }
}

/** queryById, with the sender's real name from `senderRealname` or else from the user list. */
export async function fetchAnnouncementDetail(id: string, signal?: AbortSignal): Promise<AnnouncementDetail> {
  const response = await getAction<unknown>('/sys/annountCement/queryById', { id }, { signal, silentErrors: true });
  const record = row(resultOf(response));
  const item = toNoticeItem(record);
  const senderName = text(record.senderRealname) || (await realnameOf(item.sender, signal));
  return {
    id: item.id || id,
    titile: item.titile,
    msgContent: item.msgContent,
    sender: item.sender,
    senderName,
    sendTime: item.sendTime,
    openType: item.openType,
    openPage: item.openPage,
  };
}
