import { aliyunProvider } from './aliyun.ts';
import type { SmsProvider } from './provider.ts';
import type { SmsSettings } from './settings.ts';
import { tencentProvider } from './tencent.ts';

/** SMS_PROVIDER=none: nothing leaves the server; the outbox row is all there is (as before). */
const outboxOnly: SmsProvider = { name: 'none', send: async () => ({ ok: true }) };

export function createSmsProvider(settings: SmsSettings): SmsProvider {
  if (settings.provider === 'aliyun') return aliyunProvider(settings);
  if (settings.provider === 'tencent') return tencentProvider(settings);
  return outboxOnly;
}
