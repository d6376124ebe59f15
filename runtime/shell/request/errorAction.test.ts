import { describe, expect, it } from 'vitest';
import { decideErrorAction, type FailedCall } from './errorAction';

const call = (over: Partial<FailedCall>): FailedCall => ({
  status: 500,
  serverMessage: undefined,
  timedOut: false,
  hasToken: true,
  inOAuth2App: false,
  ...over,
});

describe('decideErrorAction (seed 000 section 8)', () => {
  const notifications: [string, Partial<FailedCall>, string][] = [
    ['403', { status: 403 }, '拒绝访问'],
    ['404', { status: 404 }, '很抱歉，资源未找到!'],
    ['504', { status: 504 }, '网络超时'],
    ['timeout', { status: undefined, timedOut: true }, '网络超时'],
    ['no answer', { status: undefined }, '网络连接异常，请稍后再试'],
    ['other status with message', { status: 409, serverMessage: '数据库中已存在该记录' }, '数据库中已存在该记录'],
    ['other status without message', { status: 502 }, '请求出现错误，请稍后再试'],
    ['500 with another message', { status: 500, serverMessage: '操作失败' }, '操作失败'],
    ['500 Token失效 without a token', { status: 500, serverMessage: 'Token失效，请重新登录!', hasToken: false }, 'Token失效，请重新登录!'],
    ['401 without a token', { status: 401, hasToken: false }, '登录已过期，请重新登录'],
  ];
  it.each(notifications)('%s notifies', (_name, input, description) => {
    expect(decideErrorAction(call(input))).toEqual({ kind: 'notify', description });
  });

  it('401 with a token notifies, logs out and reloads after 1.5 s', () => {
    expect(decideErrorAction(call({ status: 401 }))).toEqual({
      kind: 'notifyAndLogout',
      description: '登录已过期，请重新登录',
      reloadAfterMs: 1500,
    });
  });

  it('500 with Token失效 opens the expired-login modal', () => {
    expect(decideErrorAction(call({ status: 500, serverMessage: 'Token失效，请重新登录!' }))).toEqual({
      kind: 'tokenExpiredModal',
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
    });
  });

  it('500 with Token失效 inside an enterprise-messaging app reloads with a loading message instead', () => {
    expect(decideErrorAction(call({ status: 500, serverMessage: 'Token失效，请重新登录!', inOAuth2App: true }))).toEqual({
      kind: 'tokenExpiredReload',
      content: '登录已过期，正在重新登录',
    });
  });
});
