import { describe, expect, it } from 'vitest';
import { parseLoginOptions } from './loginOptions';

describe('parseLoginOptions', () => {
  it('reads captcha, CAS and the providers with their sign-in addresses', () => {
    expect(parseLoginOptions({
      captcha: false,
      cas: true,
      casLoginUrl: 'https://cas.example/cas/login',
      thirdTypes: ['github', 'dingtalk'],
      thirdAuthorizeUrls: { github: 'https://relay.example/github' },
    })).toEqual({
      captcha: false,
      casLoginUrl: 'https://cas.example/cas/login',
      thirdParties: [{ type: 'github', authorizeUrl: 'https://relay.example/github' }, { type: 'dingtalk', authorizeUrl: null }],
    });
  });

  it('offers no CAS when it is off or has no address', () => {
    expect(parseLoginOptions({ cas: false, casLoginUrl: 'https://cas.example/cas/login' }).casLoginUrl).toBeNull();
    expect(parseLoginOptions({ cas: true }).casLoginUrl).toBeNull();
  });

  it('reads an older answer (captcha and cas only) or junk as captcha on and nothing else', () => {
    expect(parseLoginOptions({ captcha: true, cas: false, thirdTypes: [] })).toEqual({ captcha: true, casLoginUrl: null, thirdParties: [] });
    expect(parseLoginOptions(null)).toEqual({ captcha: true, casLoginUrl: null, thirdParties: [] });
    expect(parseLoginOptions({ thirdTypes: ['', 7, 'qq'] }).thirdParties).toEqual([{ type: 'qq', authorizeUrl: null }]);
  });
});
