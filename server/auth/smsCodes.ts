import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { newId } from '../ids.ts';

/** smsmode values of POST /sys/sms (api-contract section 2). */
export const SMS_MODE = { login: '0', register: '1', forgotPassword: '2' } as const;

export type SmsCheck = 'ok' | 'expired' | 'wrong';

/**
 * How many codes POST /sys/sms writes within one window: for one number (all purposes together)
 * and for one address (all numbers together). The outbox rows are the count, and the sweep keeps
 * them a day past their expiry, longer than the window.
 */
export const SMS_LIMITS = { windowMs: 3_600_000, perMobile: 5, perAddress: 20 } as const;

export type SmsStored = 'ok' | 'tooManyForMobile' | 'tooManyForAddress';

/** The provider named `none` sends nothing: its rows are `stored`, every other starts `pending`. */
export const OUTBOX_ONLY = 'none';

/**
 * Writes a code to the outbox unless the number or the address has had its share within the window.
 * The row is written first and counted with the others, then taken back when over the limit: two
 * requests racing for the last place cannot both keep theirs.
 */
export async function storeSmsCode(
  db: Kysely<Database>,
  sms: { mobile: string; code: string; smsMode: string; requestIp: string; lifetimeMs: number; provider: string },
  now = Date.now(),
): Promise<{ outcome: SmsStored; id: string }> {
  const id = newId();
  await db.insertInto('sysSmsOutbox').values({
    id, mobile: sms.mobile, code: sms.code, smsMode: sms.smsMode, createdAt: now, expiresAt: now + sms.lifetimeMs, usedAt: null, requestIp: sms.requestIp,
    sendStatus: sms.provider === OUTBOX_ONLY ? 'stored' : 'pending', provider: sms.provider, providerMessageId: null, failReason: null, sentAt: null,
  }).execute();
  const since = now - SMS_LIMITS.windowMs;
  const count = async (column: 'mobile' | 'requestIp', value: string) =>
    Number((await db.selectFrom('sysSmsOutbox').select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value).where('createdAt', '>', since).executeTakeFirstOrThrow()).n);
  const outcome: SmsStored = (await count('mobile', sms.mobile)) > SMS_LIMITS.perMobile ? 'tooManyForMobile'
    : (await count('requestIp', sms.requestIp)) > SMS_LIMITS.perAddress ? 'tooManyForAddress' : 'ok';
  if (outcome !== 'ok') await db.deleteFrom('sysSmsOutbox').where('id', '=', id).execute();
  return { outcome, id };
}

function newestLiveCode(db: Kysely<Database>, check: { mobile: string; smsMode: string }, now: number) {
  return db
    .selectFrom('sysSmsOutbox')
    .select(['id', 'code'])
    .where('mobile', '=', check.mobile)
    .where('smsMode', '=', check.smsMode)
    .where('expiresAt', '>', now)
    .where('usedAt', 'is', null)
    // A code the provider did not send is never accepted, and does not keep the number from asking again.
    .where('sendStatus', '!=', 'failed')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

/** Whether a code sent to `mobile` for `smsMode` is still live: POST /sys/sms then sends no other. */
export async function hasLiveCode(db: Kysely<Database>, check: { mobile: string; smsMode: string }, now = Date.now()): Promise<boolean> {
  return (await newestLiveCode(db, check, now)) !== undefined;
}

/**
 * Records what the provider made of a stored code. A failed one is never accepted afterwards
 * (newestLiveCode skips it): nobody received it, so nobody should be able to use it.
 */
export async function recordSmsSend(
  db: Kysely<Database>,
  id: string,
  result: { ok: true; messageId?: string } | { ok: false; reason: string },
  now = Date.now(),
): Promise<void> {
  await db.updateTable('sysSmsOutbox')
    .set(result.ok
      ? { sendStatus: 'sent', providerMessageId: result.messageId?.slice(0, 100) ?? null, sentAt: now }
      : { sendStatus: 'failed', failReason: result.reason.slice(0, 200) })
    .where('id', '=', id)
    .execute();
}

/** Whether `code` is the newest live code sent to `mobile` for `smsMode`, without spending it. */
export async function checkSmsCode(db: Kysely<Database>, check: { mobile: string; smsMode: string; code: string }): Promise<SmsCheck> {
  const sent = await newestLiveCode(db, check, Date.now());
  if (!sent) return 'expired';
  return check.code && sent.code === check.code ? 'ok' : 'wrong';
}

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
  const sent = await newestLiveCode(db, check, now);
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
