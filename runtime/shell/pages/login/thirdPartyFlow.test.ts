import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../storage/localStore';
import { authorizeAddress, beginThirdPartySignIn, finishThirdPartySignIn, readThirdPartyReturn, returnAddress } from './thirdPartyFlow';

describe('third-party sign-in flow', () => {
  it('adds the return address and state to the authorize address', () => {
    const back = returnAddress('https://app.example', '/user/login', 'github');
    expect(back).toBe('https://app.example/user/login?thirdType=github');
    expect(authorizeAddress('https://relay.example/authorize?client_id=c1', back, 's1')).toBe(
      'https://relay.example/authorize?client_id=c1&redirect_uri=https%3A%2F%2Fapp.example%2Fuser%2Flogin%3FthirdType%3Dgithub&state=s1',
    );
    expect(authorizeAddress('https://relay.example/go', back, 's1')).toMatch(/^https:\/\/relay\.example\/go\?redirect_uri=/);
  });

  it('reads the token from the query or, as an implicit grant sends it, from the fragment', () => {
    expect(readThirdPartyReturn('?thirdType=github&token=t1&state=s1', '')).toEqual({ thirdType: 'github', token: 't1', state: 's1' });
    expect(readThirdPartyReturn('?thirdType=github', '#access_token=t2&token_type=bearer&state=s2')).toEqual({ thirdType: 'github', token: 't2', state: 's2' });
    expect(readThirdPartyReturn('?thirdType=github', '')).toBeNull();
    expect(readThirdPartyReturn('?token=t1', '')).toBeNull();
    expect(readThirdPartyReturn('?redirect=%2Fx', '')).toBeNull();
  });

  it('accepts the return only with the state this browser started, once', () => {
    const storage = createMemoryStorage();
    const address = beginThirdPartySignIn({ type: 'github', authorizeUrl: 'https://relay.example/a' }, 'https://app.example/user/login?thirdType=github', '/isystem/user', storage);
    const state = new URL(address).searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(finishThirdPartySignIn({ thirdType: 'github', token: 't', state: 'forged' }, storage)).toBeUndefined();
    // The forged attempt used the pending sign-in up, so even the right state now fails.
    expect(finishThirdPartySignIn({ thirdType: 'github', token: 't', state }, storage)).toBeUndefined();

    const again = beginThirdPartySignIn({ type: 'github', authorizeUrl: 'https://relay.example/a' }, 'x', '/isystem/user', storage);
    const secondState = new URL(again).searchParams.get('state');
    expect(finishThirdPartySignIn({ thirdType: 'dingtalk', token: 't', state: secondState }, createMemoryStorage())).toBeUndefined();
    expect(finishThirdPartySignIn({ thirdType: 'github', token: 't', state: secondState }, storage)).toEqual({ redirect: '/isystem/user' });
  });

  it('refuses a return without a state', () => {
    const storage = createMemoryStorage();
    beginThirdPartySignIn({ type: 'github', authorizeUrl: 'https://relay.example/a' }, 'x', null, storage);
    expect(finishThirdPartySignIn({ thirdType: 'github', token: 't', state: null }, storage)).toBeUndefined();
  });
});
