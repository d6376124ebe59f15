import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { OUTBOX_ONLY, recordSmsSend, SMS_MODE } from '../auth/smsCodes.ts';
import type { SmsProvider, SmsPurpose, SmsSendResult } from './provider.ts';

const PURPOSES: Record<string, SmsPurpose> = {
  [SMS_MODE.login]: 'login', [SMS_MODE.register]: 'register', [SMS_MODE.forgotPassword]: 'forgotPassword',
};

/**
 * Sends a stored code through the provider and records the outcome on its outbox row. With
 * SMS_PROVIDER=none nothing is sent: the row stays `stored`, as every code was before providers.
 */
export async function deliverSmsCode(
  db: Kysely<Database>,
  provider: SmsProvider,
  sms: { id: string; mobile: string; code: string; smsMode: string },
): Promise<SmsSendResult> {
  if (provider.name === OUTBOX_ONLY) return { ok: true };
  const result = await provider.send({ mobile: sms.mobile, templateParams: { code: sms.code }, purpose: PURPOSES[sms.smsMode] ?? 'login' });
  await recordSmsSend(db, sms.id, result);
  return result;
}
