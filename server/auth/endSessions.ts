import type { AppContext } from '../context.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Ends every live session of the user at once (a password change, freeze, delete or reset), and
 * closes their open notice sockets on every server process, so nothing more reaches them.
 */
export async function endUserSessions(ctx: AppContext, userId: string, reason: string): Promise<void> {
  for (const id of await revokeUserSessions(ctx.db, userId, reason)) ctx.push.closeSession(id);
}
