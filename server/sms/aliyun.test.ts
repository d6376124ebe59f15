import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliyunSmsStandIn, type SmsStandIn } from '../../tests/helpers/smsStandIns.ts';
import { aliyunProvider, aliyunSignature, percentEncode } from './aliyun.ts';

describe('aliyun RPC signature', () => {
  it('matches the worked example of the Dysms signature document (GET, testSecret)', () => {
    const params = {
      AccessKeyId: 'testId', Action: 'SendSms', Format: 'XML', OutId: '123', PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou', SignName: '阿里云短信测试专用', SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466', SignatureVersion: '1.0', TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}', Timestamp: '2017-07-12T02:42:19Z', Version: '2017-05-25',
    };
    expect(aliyunSignature(params, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(aliyunSignature(params, 'testSecret', 'POST')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes as the RPC API does', () => {
    expect(percentEncode("a b*~!'()")).toBe('a%20b%2A~%21%27%28%29');
  });
});

describe('aliyun provider against a stand-in', () => {
  let standIn: SmsStandIn;
  beforeAll(async () => { standIn = await aliyunSmsStandIn('the-secret'); });
  afterAll(() => standIn.close());
  const settings = () => ({ accessKeyId: 'id', accessKeySecret: 'the-secret', signName: '安置区', templateCode: 'SMS_1', endpoint: standIn.url });

  it('sends a signed SendSms and answers the BizId', async () => {
    const result = await aliyunProvider(settings()).send({ mobile: '13800000001', templateParams: { code: '123456' }, purpose: 'login' });
    expect(result).toEqual({ ok: true, messageId: 'biz-1' });
    expect(standIn.received).toEqual([{ mobile: '13800000001', code: '123456' }]);
  });

  it('answers the provider code when the cloud refuses, and when the signature is wrong', async () => {
    standIn.failing = true;
    const refused = await aliyunProvider(settings()).send({ mobile: '13800000002', templateParams: { code: '1' }, purpose: 'register' });
    standIn.failing = false;
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL') });
    const badKey = await aliyunProvider({ ...settings(), accessKeySecret: 'wrong' }).send({ mobile: '13800000003', templateParams: { code: '1' }, purpose: 'login' });
    expect(badKey).toMatchObject({ ok: false, reason: expect.stringContaining('SignatureDoesNotMatch') });
    expect(standIn.received.map((sms) => sms.mobile)).not.toContain('13800000003');
  });

  it('answers a failure, not a throw, when nothing listens', async () => {
    const closed = await aliyunProvider({ ...settings(), endpoint: 'http://127.0.0.1:1/' }).send({ mobile: '13800000004', templateParams: { code: '1' }, purpose: 'login' });
    expect(closed).toMatchObject({ ok: false, reason: expect.stringMatching(/^request failed/) });
  });
});
