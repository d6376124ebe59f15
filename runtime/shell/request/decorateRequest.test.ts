import { describe, expect, it } from 'vitest';
import { decorateRequest, type OutgoingRequest, type RequestContext } from './decorateRequest';

const request = (over: Partial<OutgoingRequest>): OutgoingRequest => ({
  method: 'get',
  url: '/sys/user/list',
  params: undefined,
  hasTokenHeader: false,
  ...over,
});
const context = (over: Partial<RequestContext>): RequestContext => ({
  token: 'jwt',
  tenantId: 0,
  nowMs: 1_700_000_000_999,
  ...over,
});

describe('decorateRequest', () => {
  it('adds X-Low-App-ID only while a low-code application page is shown', () => {
    expect(decorateRequest(request({}), context({ lowAppId: 'app-1' })).headers['X-Low-App-ID']).toBe('app-1');
    expect(decorateRequest(request({}), context({ lowAppId: null })).headers).not.toHaveProperty('X-Low-App-ID');
  });

  it('adds the token and tenant headers', () => {
    expect(decorateRequest(request({}), context({ tenantId: 3 })).headers).toEqual({
      'X-Access-Token': 'jwt',
      'tenant-id': '3',
    });
  });

  it('sends tenant 0 and no token header when signed out', () => {
    expect(decorateRequest(request({}), context({ token: null })).headers).toEqual({ 'tenant-id': '0' });
  });

  it('keeps a token header the caller set itself', () => {
    expect(decorateRequest(request({ hasTokenHeader: true }), context({})).headers).toEqual({ 'tenant-id': '0' });
  });

  it('adds _t in epoch seconds to GET requests, keeping the caller params', () => {
    expect(decorateRequest(request({ params: { pageNo: 2 } }), context({})).params).toEqual({
      _t: 1_700_000_000,
      pageNo: 2,
    });
  });

  it('leaves dictionary lookups and non-GET requests alone', () => {
    expect(decorateRequest(request({ url: '/sys/dict/getDictItems/sex' }), context({})).params).toBeUndefined();
    expect(decorateRequest(request({ method: 'post' }), context({})).params).toBeUndefined();
  });
});
