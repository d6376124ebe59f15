import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer } from '../helpers/server.ts';
import { SMS_LIMITS } from '../../server/auth/smsCodes.ts';

/**
 * Issue 14 item 4: anonymous POST /sys/sms wrote a row for any number, without a limit. Codes are
 * now counted per number and per address within a window, in the outbox itself.
 */
describe.each(testDatabases)('SMS code limits on $name', ({ name }) => {
  const suite = suiteServer(name);
  const send = async (mobile: string) => (await suite.server.call('POST', '/sys/sms', { body: { mobile, smsmode: '1' } })).body;
  const rows = async (mobile: string) =>
    (await suite.server.ctx.db.kysely.selectFrom('sysSmsOutbox').select(['id', 'usedAt', 'requestIp']).where('mobile', '=', mobile).execute());
  /** The live code is spent, as a registration would: the next request is not refused as still valid. */
  const spend = (mobile: string) =>
    suite.server.ctx.db.kysely.updateTable('sysSmsOutbox').set({ usedAt: Date.now() }).where('mobile', '=', mobile).where('usedAt', 'is', null).execute();
  /** The window passes for every row sent so far. */
  const age = () =>
    suite.server.ctx.db.kysely.updateTable('sysSmsOutbox').set((eb) => ({ createdAt: eb('createdAt', '-', SMS_LIMITS.windowMs) })).execute();

  it('sends one number only so many codes within the window, then again after it', async () => {
    const mobile = '13700000301';
    for (let i = 0; i < SMS_LIMITS.perMobile; i += 1) {
      expect(await send(mobile)).toMatchObject({ success: true, message: '短信验证码已发送' });
      await spend(mobile);
    }
    expect(await send(mobile)).toMatchObject({ success: false, message: '该手机号获取验证码过于频繁，请1小时后再试' });
    const written = await rows(mobile);
    expect(written).toHaveLength(SMS_LIMITS.perMobile);
    expect(written.every((row) => row.requestIp === '127.0.0.1')).toBe(true);
    await age();
    expect(await send(mobile)).toMatchObject({ success: true });
    await age();
  });

  it('answers one address only so many codes within the window, whatever the numbers', async () => {
    const numbers = Array.from({ length: SMS_LIMITS.perAddress + 1 }, (_, i) => `1370000${String(400 + i).padStart(4, '0')}`);
    for (const mobile of numbers.slice(0, SMS_LIMITS.perAddress)) expect(await send(mobile)).toMatchObject({ success: true });
    const last = numbers[SMS_LIMITS.perAddress];
    expect(await send(last)).toMatchObject({ success: false, message: '获取验证码过于频繁，请1小时后再试' });
    expect(await rows(last)).toEqual([]);
    await age();
    expect(await send(last)).toMatchObject({ success: true });
  });
});
