import type { Db } from '../../db/database.ts';
import type { SessionPolicy } from '../../auth/sessions.ts';
import { page, type Page } from '../../http/envelope.ts';
import { formatDateTime } from '../../ids.ts';
import { contains } from '../shared/textSearch.ts';

/**
 * A signed-in session as 在线用户 lists it. The token itself is never stored nor shown: `id` is
 * the session's number, also answered as `token` for the platform's page, which posts
 * `{token}` back to forceLogout.
 */
export interface OnlineSession {
  id: string;
  token: string;
  userId: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  sex: number | null;
  phone: string | null;
  orgCode: string | null;
  loginType: string;
  loginTime: string;
  lastActiveTime: string;
  ip: string | null;
  userAgent: string | null;
  /** The caller's own session. */
  current: boolean;
}

export interface OnlineQuery {
  pageNo: number;
  pageSize: number;
  username: string;
}

/** Sessions that still work: not revoked, not past their end, used within the idle time. */
export function liveSessions(db: Db, policy: SessionPolicy, now = Date.now()) {
  return db.kysely
    .selectFrom('sysSession as s')
    .innerJoin('sysUser as u', 'u.id', 's.userId')
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', now)
    .where('s.lastSeenAt', '>', now - policy.idleMs)
    .where('u.delFlag', '=', 0)
    .where('u.status', '=', 1);
}

/** GET /sys/online/list: live sessions, the most recent sign-in first. */
export async function listOnline(db: Db, policy: SessionPolicy, query: OnlineQuery, callerSessionId: string): Promise<Page<OnlineSession>> {
  const filtered = liveSessions(db, policy).$if(query.username !== '', (q) => q.where(contains(db, 's.username', query.username)));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await filtered
    .select([
      's.id', 's.userId', 's.username', 's.loginType', 's.createdAt', 's.lastSeenAt', 's.ip', 's.userAgent',
      'u.realname', 'u.avatar', 'u.sex', 'u.phone', 'u.orgCode',
    ])
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const records = rows.map(({ createdAt, lastSeenAt, ...row }) => ({
    ...row, token: row.id, loginTime: formatDateTime(new Date(createdAt)), lastActiveTime: formatDateTime(new Date(lastSeenAt)),
    current: row.id === callerSessionId,
  }));
  return page(records, Number(total?.n ?? 0), query.pageSize, query.pageNo);
}
