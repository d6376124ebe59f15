import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { aliyunSmsStandIn, type SmsStandIn } from '../helpers/smsStandIns.ts';
import { storedSmsCode } from '../helpers/smsOutbox.ts';
import { formatDateTime } from '../../server/ids.ts';

/**
 * Issue 14 (operations): SMS codes were only written to a table no page showed. They now go out
 * through the configured provider (here Aliyun's API, answered by a stand-in that checks the
 * signature), each outbox row records what became of its code, and 短信发送记录 lists the outbox
 * without ever answering a code.
 */
describe.each(testDatabases)('SMS sending and 短信发送记录 on $name', ({ name }) => {
  let cloud: SmsStandIn;
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    cloud = await aliyunSmsStandIn('cloud-secret');
    server = await startTestServer(name, {
      sms: { provider: 'aliyun', accessKeyId: 'key-id', accessKeySecret: 'cloud-secret', signName: '安置区', templateCode: 'SMS_1', endpoint: cloud.url },
    });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
    await cloud.close();
  });
  const ask = async (mobile: string, smsmode: string) => (await server.call('POST', '/sys/sms', { body: { mobile, smsmode } })).body;
  const list = (query: string, token = admin) => server.call('GET', `/sys/sms/outbox/list?${query}`, { token });

  it('sends the code through the provider, records it as sent, and the received code signs in', async () => {
    expect(await ask('13911111111', '0')).toMatchObject({ success: true, message: '短信验证码已发送' });
    const received = cloud.received.find((sms) => sms.mobile === '13911111111');
    expect(received?.code).toMatch(/^\d{6}$/);
    const { body } = await list('mobile=13911111111');
    expect(body.result.records[0]).toMatchObject({ sendStatus: 'sent', provider: 'aliyun', providerMessageId: expect.stringMatching(/^biz-/), used: 'N', smsMode: '0' });
    const signedIn = await server.call('POST', '/sys/phoneLogin', { body: { mobile: '13911111111', captcha: received?.code } });
    expect(signedIn.body).toMatchObject({ success: true, result: { userInfo: { username: 'jeecg' } } });
    expect((await list('mobile=13911111111')).body.result.records[0].used).toBe('Y');
  });

  it('answers a failed send plainly, records the reason, and the unsent code is never accepted', async () => {
    cloud.failing = true;
    const failed = await ask('13700000501', '1').finally(() => { cloud.failing = false; });
    expect(failed).toMatchObject({ success: false, message: '短信发送失败，请稍后再试' });
    expect(JSON.stringify(failed)).not.toMatch(/isv|aliyun|LIMIT/i);
    const record = (await list('mobile=13700000501')).body.result.records[0];
    expect(record).toMatchObject({ sendStatus: 'failed', failReason: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL'), sentTime: null });
    const unsent = await storedSmsCode(server, '13700000501');
    const register = await server.call('POST', '/sys/user/register', {
      body: { username: 'sms_failed1', password: 'Pass-word-2026-9', phone: '13700000501', smscode: unsent },
    });
    expect(register.body).toMatchObject({ success: false, message: '手机验证码失效，请重新获取' });
    // The failed code does not hold the number back as "still valid": asking again sends a new one.
    expect(await ask('13700000501', '1')).toMatchObject({ success: true });
  });

  it('lists the outbox newest first with its filters, and never a code', async () => {
    await ask('13700000502', '2');
    const all = await list('pageSize=100');
    const codes = await server.ctx.db.kysely.selectFrom('sysSmsOutbox').select('code').execute();
    expect(all.body.result.total).toBe(codes.length);
    for (const record of all.body.result.records) expect(Object.keys(record)).not.toContain('code');
    const answered = JSON.stringify(all.body);
    for (const { code } of codes) expect(answered).not.toContain(`"${code}"`);

    expect((await list('mobile=0000050')).body.result.records.map((r: { mobile: string }) => r.mobile).sort())
      .toEqual(['13700000501', '13700000501', '13700000502']);
    expect((await list('smsMode=2')).body.result.records.map((r: { mobile: string }) => r.mobile)).toEqual(['13700000502']);
    expect((await list('sendStatus=failed')).body.result.records.map((r: { mobile: string }) => r.mobile)).toEqual(['13700000501']);
    const today = formatDateTime().slice(0, 10);
    expect((await list(`createTime_begin=${today}&createTime_end=${today}`)).body.result.total).toBe(codes.length);
    expect((await list('createTime_end=2020-01-01')).body.result.total).toBe(0);
    expect((await list('sendStatus=lost')).body).toMatchObject({ success: false, message: '发送状态只能是pending、sent、failed或stored' });
  });

  it('is refused without sms:outbox:list', async () => {
    const staff = await server.login('jeecg');
    const { status, body } = await list('', staff);
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 403 });
    expect((await server.call('GET', '/sys/sms/outbox/list')).status).toBe(401);
  });

  it('keeps codes in the outbox only, marked stored, when SMS_PROVIDER is none', async () => {
    const plain = await startTestServer(name);
    try {
      expect((await plain.call('POST', '/sys/sms', { body: { mobile: '13700000503', smsmode: '1' } })).body.success).toBe(true);
      const token = await plain.login('admin');
      const { body } = await plain.call('GET', '/sys/sms/outbox/list?mobile=13700000503', { token });
      expect(body.result.records[0]).toMatchObject({ sendStatus: 'stored', provider: 'none', sentTime: null });
    } finally {
      await plain.close();
    }
  });
});
