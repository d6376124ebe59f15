import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, SysUserTable } from '../db/types.ts';

type Eb = ExpressionBuilder<Database, 'sysAnnouncement'>;

const sendRow = (eb: Eb, userId: string) =>
  eb.selectFrom('sysAnnouncementSend as s').select('s.id').whereRef('s.anntId', '=', 'sysAnnouncement.id').where('s.userId', '=', userId);

/**
 * Sent announcements addressed to the user, as the bell's `listByUser` sees them: broadcasts that
 * end after the account was created, and any the user has a send row for (releasing one to named
 * users writes theirs). Read-only: the broadcast rows `listByUser` inserts on first sight are not
 * created here, so a missing row reads as unread, exactly as it will once inserted.
 */
function addressedTo(db: Kysely<Database>, user: Pick<SysUserTable, 'id' | 'createTime'>) {
  return db
    .selectFrom('sysAnnouncement')
    .where('sendStatus', '=', '1')
    .where('delFlag', '=', '0')
    .where((eb) => eb.or([
      eb.and([
        eb('msgType', '=', 'ALL'),
        ...(user.createTime ? [eb.or([eb('endTime', 'is', null), eb('endTime', '>=', user.createTime)])] : []),
      ]),
      eb.exists(sendRow(eb, user.id)),
    ]));
}

const isRead = (eb: Eb, userId: string) => eb.exists(sendRow(eb, userId).where('s.readFlag', '=', '1'));

export async function unreadCount(db: Kysely<Database>, user: Pick<SysUserTable, 'id' | 'createTime'>): Promise<number> {
  const row = await addressedTo(db, user)
    .where((eb) => eb.not(isRead(eb, user.id)))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function latestAnnouncements(db: Kysely<Database>, user: Pick<SysUserTable, 'id' | 'createTime'>, limit = 5) {
  const rows = await addressedTo(db, user)
    .select((eb) => ['id', 'titile', 'sendTime', 'priority', 'msgCategory', isRead(eb, user.id).as('read')])
    .orderBy('sendTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  // SQLite answers 0/1, PostgreSQL true/false.
  return rows.map((row) => ({ ...row, read: Boolean(row.read) }));
}
