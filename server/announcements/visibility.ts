import type { Db } from '../db/database.ts';
import type { SysUserTable } from '../db/types.ts';
import { ApiError } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { userPermissionCodes } from '../services/permissions.ts';
import { announcementPerms } from './permissions.ts';
import { announcementAnswer, type AnnouncementRow } from './records.ts';

export type AnnouncementDetail = AnnouncementRow & { senderRealname: string | null };

/**
 * queryById: a released announcement sent to all or to this user, or any live one for a holder of
 * the list code. Anything else answers as not found, so ids of others' messages reveal nothing.
 */
export async function visibleAnnouncement(db: Db, id: string, user: Pick<SysUserTable, 'id'>): Promise<AnnouncementDetail> {
  const row = await db.kysely.selectFrom('sysAnnouncement').selectAll().where('id', '=', id).where('delFlag', '=', '0').executeTakeFirst();
  if (!row || !(await maySee(db, row, user.id))) throw new ApiError(msg.notFoundRow);
  const sender = row.sender
    ? await db.kysely.selectFrom('sysUser').select('realname').where('username', '=', row.sender).executeTakeFirst()
    : undefined;
  return { ...announcementAnswer(row), senderRealname: sender?.realname ?? null };
}

async function maySee(db: Db, row: AnnouncementRow, userId: string): Promise<boolean> {
  if (row.sendStatus === '1') {
    if (row.msgType === 'ALL') return true;
    const sent = await db.kysely.selectFrom('sysAnnouncementSend').select('id').where('anntId', '=', row.id).where('userId', '=', userId).executeTakeFirst();
    if (sent) return true;
  }
  return (await userPermissionCodes(db, userId)).has(announcementPerms.list);
}
