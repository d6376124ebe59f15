import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../schemas/envelope.ts';
import { acceptLogin, firstTenantId, isCasSuccess, isLoginSuccess, LoginError } from './loginResult';

const envelope = (code: number | string, success = true): Envelope<unknown> => ({
  success,
  message: '',
  code,
  result: null,
  timestamp: 0,
});

describe('isLoginSuccess', () => {
  it.each([
    [200, true],
    ['200', true],
    [0, false],
    [500, false],
    [412, false],
  ])('code %s -> %s', (code, ok) => {
    expect(isLoginSuccess(envelope(code))).toBe(ok);
  });

  it('does not trust success=true with another code', () => {
    expect(isLoginSuccess(envelope(401, true))).toBe(false);
  });
});

describe('firstTenantId', () => {
  it('takes the first tenant', () => {
    expect(firstTenantId({ tenantList: [{ id: 2 }, { id: 3 }] })).toBe(2);
  });
  it('is null without tenants', () => {
    expect(firstTenantId({})).toBeNull();
    expect(firstTenantId({ tenantList: [] })).toBeNull();
  });
});

describe('LoginError', () => {
  it('recognises the captcha code and falls back to a generic message', () => {
    expect(new LoginError('验证码错误', 412).isCaptchaError).toBe(true);
    expect(new LoginError('', 500).message).toBe('登录失败');
  });
});

describe('acceptLogin (seed 000 section 4)', () => {
  const userInfo = { id: 'u1', username: 'jeecg', realname: '张三' };
  const answer = (over: Partial<Envelope<unknown>>): Envelope<never> =>
    ({ success: true, message: '登录成功', code: 200, timestamp: 0, result: { token: 't-1', userInfo, sysAllDictItems: { sex: [] } }, ...over }) as Envelope<never>;

  it('keeps token, user info, username and dictionary items', () => {
    expect(acceptLogin(answer({}), isLoginSuccess)).toEqual({
      login: { token: 't-1', userInfo, username: 'jeecg', dictItems: { sex: [] } },
      tenantId: null,
      tenantChoice: null,
    });
  });

  it('takes the only tenant, with nothing to choose', () => {
    const result = { token: 't', userInfo, tenantList: [{ id: 5, name: '东区' }] };
    expect(acceptLogin(answer({ result }), isLoginSuccess)).toMatchObject({ tenantId: 5, tenantChoice: null });
  });

  it('offers a user of several tenants the choice (seed 000 §2.9), a nameless one by its number', () => {
    const result = { token: 't', userInfo, tenantList: [{ id: 1, name: '智慧安置区' }, { id: 2 }, { name: '无编号' }] };
    expect(acceptLogin(answer({ result }), isLoginSuccess).tenantChoice).toEqual([{ id: 1, name: '智慧安置区' }, { id: 2, name: '2' }]);
  });

  it('refuses a code other than 200 with the server message, even with success=true', () => {
    expect(() => acceptLogin(answer({ code: 500, message: '手机验证码错误' }), isLoginSuccess)).toThrow(new LoginError('手机验证码错误', 500));
  });

  it('counts CAS validation on the success flag, whatever the code', () => {
    expect(acceptLogin(answer({ code: 0 }), isCasSuccess).login.token).toBe('t-1');
    expect(() => acceptLogin(answer({ success: false, code: 200, message: 'CAS票据校验失败' }), isCasSuccess)).toThrow('CAS票据校验失败');
  });

  it('refuses an answer without a token or a user', () => {
    expect(() => acceptLogin(answer({ result: { userInfo } }), isLoginSuccess)).toThrow('登录失败');
    expect(() => acceptLogin(answer({ result: { token: 't' } }), isLoginSuccess)).toThrow('登录失败');
    expect(() => acceptLogin(answer({ result: null }), isCasSuccess)).toThrow('登录失败');
  });
});
