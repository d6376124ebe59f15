import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../storage/localStore';
import { beginThirdPartySignIn, finishThirdPartySignIn, readThirdPartyReturn, returnAddress, thirdPartySignInParams } from './thirdPartyFlow';

const started = (state: string) => ({ url: `https://provider.example/authorize?state=${state}`, state });

describe('third-party sign-in flow', () => {
  it('returns to the login page with the provider type', () => {
    expect(returnAddress('https://app.example', '/user/login', 'github')).toBe('https://app.example/user/login?thirdType=github');
  });

  it('reads the token from the query or, as an implicit grant sends it, from the fragment, or else a code', () => {
    expect(readThirdPartyReturn('?thirdType=github&token=t1&state=s1', '')).toEqual({ thirdType: 'github', token: 't1', code: '', state: 's1' });
    expect(readThirdPartyReturn('?thirdType=github', '#access_token=t2&token_type=bearer&state=s2')).toEqual({ thirdType: 'github', token: 't2', code: '', state: 's2' });
    expect(readThirdPartyReturn('?thirdType=github&code=c1&state=s3', '')).toEqual({ thirdType: 'github', token: '', code: 'c1', state: 's3' });
    expect(readThirdPartyReturn('?thirdType=github', '')).toBeNull();
    expect(readThirdPartyReturn('?token=t1', '')).toBeNull();
    expect(readThirdPartyReturn('?redirect=%2Fx', '')).toBeNull();
  });

  it('signs in with the state, and with a code also the return address it was issued for', () => {
    const back = 'https://app.example/user/login?thirdType=github';
    expect(thirdPartySignInParams({ thirdType: 'github', token: 't', code: '', state: 's' }, back)).toEqual({ thirdType: 'github', token: 't', state: 's' });
    expect(thirdPartySignInParams({ thirdType: 'github', token: '', code: 'c', state: 's' }, back)).toEqual({ thirdType: 'github', code: 'c', state: 's', redirect_uri: back });
  });

  it('opens the address the server built and accepts the return only with the state it issued, once', () => {
    const storage = createMemoryStorage();
    expect(beginThirdPartySignIn('github', started('s1'), '/isystem/user', storage)).toBe('https://provider.example/authorize?state=s1');
    expect(finishThirdPartySignIn({ thirdType: 'github', token: 't', code: '', state: 'forged' }, storage)).toBeUndefined();
    // The forged attempt used the pending sign-in up, so even the right state now fails.
    expect(finishThirdPartySignIn({ thirdType: 'github', token: 't', code: '', state: 's1' }, storage)).toBeUndefined();

    beginThirdPartySignIn('github', started('s2'), '/isystem/user', storage);
    expect(finishThirdPartySignIn({ thirdType: 'dingtalk', token: 't', code: '', state: 's2' }, createMemoryStorage())).toBeUndefined();
    expect(finishThirdPartySignIn({ thirdType: 'github', token: '', code: 'c', state: 's2' }, storage)).toEqual({ redirect: '/isystem/user' });
  });

  it('refuses a return without a state', () => {
    const storage = createMemoryStorage();
    beginThirdPartySignIn('github', started('s1'), null, storage);
    expect(finishThirdPartySignIn({ thirdType: 'github', token: 't', code: '', state: null }, storage)).toBeUndefined();
  });
});
