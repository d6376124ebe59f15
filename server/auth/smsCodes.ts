import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** smsmode values of POST /sys/sms (api-contract section 2). */
export const SMS_MODE = { login: '0', register: '1', forgotPassword: '2' } as const;

export type SmsCheck = 'ok' | 'expired' | 'wrong';

/**
 * Spends the newest live code sent to `mobile` for `smsMode` when `code` matches it. The update is
 * conditional on the code being unused, so two requests racing with the same code cannot both win.
 * Runs on the given executor, so a caller's transaction can undo the spending when its own work fails.
 */
export async function consumeSmsCode(
  db: Kysely<Database>,
  check: { mobile: string; smsMode: string; code: string },
): Promise<SmsCheck> {
  const now = Date.now();
  const sent = await db
    .selectFrom('sysSmsOutbox')
    .select(['id', 'code'])
    .where('mobile', '=', check.mobile)
    .where('smsMode', '=', check.smsMode)
    .where('expiresAt', '>', now)
    .where('usedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (!sent) return 'expired';
  if (!check.code || sent.code !== check.code) return 'wrong';
  const spent = await db
    .updateTable('sysSmsOutbox')
    .set({ usedAt: now })
    .where('id', '=', sent.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? 'ok' : 'expired';
}
