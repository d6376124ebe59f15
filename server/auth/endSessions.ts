import type { AppContext } from '../context.ts';

/**
 * Ends every live session of the user at once (a password change, freeze, delete or reset), and
 * closes their open notice sockets on every server process, so nothing more reaches them.
 */
export async function endUserSessions(ctx: AppContext, userId: string, reason: string): Promise<void> {
  const ended = await ctx.db.kysely
    .updateTable('sysSession')
    .set({ revokedAt: Date.now(), revokeReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
  for (const { id } of ended) ctx.push.closeSession(id);
}
