import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { SysSessionTable, SysUserTable } from '../db/types.ts';
import { newId } from '../ids.ts';
import { compiledOnce } from '../db/compiledOnce.ts';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface AuthContext {
  token: string;
  session: SysSessionTable;
  user: SysUserTable;
}

/** Only this digest is stored, so a copy of the database does not hand out live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// Writing last_seen_at on every request would make every read a write; a minute's slack is enough.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  user: Pick<SysUserTable, 'id' | 'username'>,
  policy: SessionPolicy,
  meta: { ip: string; userAgent: string; loginType: string; tenantId?: number | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.kysely
    .insertInto('sysSession')
    .values({
      id: newId(),
      tokenHash: hashToken(token),
      userId: user.id,
      username: user.username,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + policy.maxMs,
      revokedAt: null,
      revokeReason: null,
      ip: meta.ip.slice(0, 100),
      userAgent: meta.userAgent.slice(0, 255),
      loginType: meta.loginType,
      tenantId: meta.tenantId ?? null,
    })
    .execute();
  return token;
}

function sessionQuery(db: Db) {
  return compiledOnce(db.kysely, (tokenHash) =>
    db.kysely
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .selectAll('u')
      .select([
        's.id as sessionId', 's.tokenHash as sessionTokenHash', 's.userId as sessionUserId', 's.username as sessionUsername',
        's.createdAt as sessionCreatedAt', 's.lastSeenAt as sessionLastSeenAt', 's.expiresAt as sessionExpiresAt',
        's.revokedAt as sessionRevokedAt', 's.revokeReason as sessionRevokeReason', 's.ip as sessionIp',
        's.userAgent as sessionUserAgent', 's.loginType as sessionLoginType', 's.tenantId as sessionTenantId',
      ])
      .where('s.tokenHash', '=', tokenHash),
  );
}

const SESSION_KEYS = [
  'sessionId', 'sessionTokenHash', 'sessionUserId', 'sessionUsername', 'sessionCreatedAt', 'sessionLastSeenAt', 'sessionExpiresAt',
  'sessionRevokedAt', 'sessionRevokeReason', 'sessionIp', 'sessionUserAgent', 'sessionLoginType', 'sessionTenantId',
] as const;

const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** The session and its user when the token is live, else null. Every check reads the database,
 * so a revocation by any server process takes effect on the next request everywhere. One query,
 * compiled once per database, reads both: this runs before every signed-in request. */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const [row] = await query(hashToken(token));
  const now = Date.now();
  if (!row || row.sessionRevokedAt !== null) return null;
  if (row.sessionExpiresAt <= now || row.sessionLastSeenAt + policy.idleMs <= now) return null;
  if (row.delFlag !== 0 || row.status !== 1) return null;
  const session: SysSessionTable = {
    id: row.sessionId, tokenHash: row.sessionTokenHash, userId: row.sessionUserId, username: row.sessionUsername, createdAt: row.sessionCreatedAt,
    lastSeenAt: row.sessionLastSeenAt, expiresAt: row.sessionExpiresAt, revokedAt: row.sessionRevokedAt, revokeReason: row.sessionRevokeReason,
    ip: row.sessionIp, userAgent: row.sessionUserAgent, loginType: row.sessionLoginType, tenantId: row.sessionTenantId,
  };
  // What is left of the row, which is ours, is the user. Taking the dozen session keys off it costs
  // far less than a rest copy of the thirty-odd user keys, which V8 builds one slow key at a time.
  const rest: Partial<typeof row> = row;
  for (const key of SESSION_KEYS) delete rest[key];
  const user: SysUserTable = rest as SysUserTable;
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
    await db.kysely.updateTable('sysSession').set({ lastSeenAt: now }).where('id', '=', session.id).execute();
    session.lastSeenAt = now;
  }
  return { token, session, user };
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.kysely
    .updateTable('sysSession')
    .set({ revokedAt: Date.now(), revokeReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every live session of the user; answers the ids of those it ended. */
export async function revokeUserSessions(db: Db, userId: string, reason: string): Promise<string[]> {
  const ended = await db.kysely
    .updateTable('sysSession')
    .set({ revokedAt: Date.now(), revokeReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  return ended.map((row) => row.id);
}
