import { describe, expect, it } from 'vitest';
import { readAppToken } from './oauth2AppToken';

const WECOM = 'Mozilla/5.0 (iPhone) Mobile/15E148 wxwork/4.1.22';
const DINGTALK = 'Mozilla/5.0 AliApp(DingTalk/7.0.40)';

describe('readAppToken', () => {
  it('takes the provider from the query, or from the app the browser belongs to', () => {
    expect(readAppToken('?token=t1&thirdType=github', WECOM)).toEqual({ token: 't1', thirdType: 'github' });
    expect(readAppToken('?token=t1', WECOM)).toEqual({ token: 't1', thirdType: 'wechat_enterprise' });
    expect(readAppToken('?access_token=t2', DINGTALK)).toEqual({ token: 't2', thirdType: 'dingtalk' });
  });

  it('is null without a token, or without any way to know the provider', () => {
    expect(readAppToken('', WECOM)).toBeNull();
    expect(readAppToken('?code=abc', DINGTALK)).toBeNull();
    expect(readAppToken('?token=t1', 'Mozilla/5.0 Chrome/126')).toBeNull();
  });
});
