import { describe, expect, it } from 'vitest';
import { LoginError } from '../../session/loginResult';
import { createMemoryStorage } from '../../storage/localStore';
import { countsAsFailure, failedBefore, forgetFailures, rememberFailure } from './loginFriction';

describe('login friction: the slider after a refused sign-in', () => {
  it.each([
    [new LoginError('用户名或密码错误', 500), true],
    [new LoginError('登录失败次数过多，请8秒后再试', 429), true],
    [new LoginError('验证码错误', 412), false],
    [new Error('网络异常'), false],
  ])('%s counts: %s', (failure, counts) => {
    expect(countsAsFailure(failure)).toBe(counts);
  });

  it('is remembered for the tab until a sign-in succeeds', () => {
    const storage = createMemoryStorage();
    expect(failedBefore(storage)).toBe(false);
    rememberFailure(storage);
    expect(failedBefore(storage)).toBe(true);
    forgetFailures(storage);
    expect(failedBefore(storage)).toBe(false);
  });
});
