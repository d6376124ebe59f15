import { describe, expect, it } from 'vitest';
import type { Envelope } from '../request/envelope';
import { firstTenantId, isLoginSuccess, LoginError } from './loginResult';

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
