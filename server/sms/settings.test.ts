import { describe, expect, it } from 'vitest';
import { describeSms, smsSettings } from './settings.ts';

describe('SMS settings', () => {
  it('defaults to none, and says at start that codes only reach the outbox', () => {
    expect(smsSettings({})).toEqual({ provider: 'none' });
    expect(describeSms(smsSettings({}))).toContain('only written to the outbox');
  });

  it('names the missing settings of the chosen cloud', () => {
    expect(() => smsSettings({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' })).toThrow('SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE');
    expect(() => smsSettings({ SMS_PROVIDER: 'tencent' })).toThrow('SMS_SECRET_ID');
    expect(() => smsSettings({ SMS_PROVIDER: 'twilio' })).toThrow('none, aliyun or tencent');
  });

  it('takes the endpoint override, and the default otherwise', () => {
    const env = { SMS_PROVIDER: 'tencent', SMS_SECRET_ID: 'a', SMS_SECRET_KEY: 'b', SMS_SDK_APP_ID: 'c', SMS_SIGN_NAME: 'd', SMS_TEMPLATE_ID: 'e' };
    expect(smsSettings(env)).toMatchObject({ endpoint: 'https://sms.tencentcloudapi.com/', region: 'ap-guangzhou' });
    expect(smsSettings({ ...env, SMS_ENDPOINT: 'http://127.0.0.1:9/' })).toMatchObject({ endpoint: 'http://127.0.0.1:9/' });
    expect(() => smsSettings({ ...env, SMS_ENDPOINT: 'ftp://x' })).toThrow('SMS_ENDPOINT');
  });
});
