import { describe, expect, it } from 'vitest';
import { parseIcpLink, parseLoginOptions } from './loginOptions';

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

describe('parseIcpLink (seed 000 §2.9)', () => {
  it('reads the filing number and its address', () => {
    expect(parseIcpLink({ icpNumber: '皖ICP备1号', icpUrl: 'https://beian.miit.gov.cn/' })).toEqual({ number: '皖ICP备1号', url: 'https://beian.miit.gov.cn/' });
    expect(parseIcpLink({ icpNumber: null, icpUrl: 'https://beian.miit.gov.cn/' })).toEqual({ number: null, url: 'https://beian.miit.gov.cn/' });
  });

  it('gives no link for an unsafe address, none, or an older server', () => {
    expect(parseIcpLink({ icpNumber: '皖ICP备1号', icpUrl: 'javascript:alert(1)' })).toBeNull();
    expect(parseIcpLink({ captcha: true })).toBeNull();
    expect(parseIcpLink(null)).toBeNull();
  });
});
