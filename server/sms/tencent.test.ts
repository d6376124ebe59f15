import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tencentSmsStandIn, type SmsStandIn } from '../../tests/helpers/smsStandIns.ts';
import { tc3Authorization, tencentProvider } from './tencent.ts';

describe('TC3-HMAC-SHA256', () => {
  it('matches the worked example of the TencentCloud API 3.0 signature document (cvm DescribeInstances)', () => {
    const payload = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
    // The document's hash of this payload: proves the payload is the one it signed.
    expect(createHash('sha256').update(payload).digest('hex')).toBe('35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064');
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE', secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm', host: 'cvm.tencentcloudapi.com', timestamp: 1551113065, payload,
    });
    expect(authorization).toBe('TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, '
      + 'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
  });
});

describe('tencent provider against a stand-in', () => {
  let standIn: SmsStandIn;
  beforeAll(async () => { standIn = await tencentSmsStandIn('AKIDtest', 'the-key'); });
  afterAll(() => standIn.close());
  const settings = () => ({
    secretId: 'AKIDtest', secretKey: 'the-key', sdkAppId: '1400000000', signName: '安置区', templateId: '1000', region: 'ap-guangzhou', endpoint: standIn.url,
  });

  it('sends a signed SendSms and answers the serial number', async () => {
    const result = await tencentProvider(settings()).send({ mobile: '13800000001', templateParams: { code: '654321' }, purpose: 'forgotPassword' });
    expect(result).toEqual({ ok: true, messageId: 'serial-1' });
    expect(standIn.received).toEqual([{ mobile: '13800000001', code: '654321' }]);
  });

  it('answers the provider code when a number is refused, and when the signature is wrong', async () => {
    standIn.failing = true;
    const refused = await tencentProvider(settings()).send({ mobile: '13800000002', templateParams: { code: '1' }, purpose: 'login' });
    standIn.failing = false;
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('LimitExceeded.PhoneNumberDailyLimit') });
    const badKey = await tencentProvider({ ...settings(), secretKey: 'wrong' }).send({ mobile: '13800000003', templateParams: { code: '1' }, purpose: 'login' });
    expect(badKey).toMatchObject({ ok: false, reason: expect.stringContaining('AuthFailure.SignatureFailure') });
    expect(standIn.received).toHaveLength(1);
  });
});
