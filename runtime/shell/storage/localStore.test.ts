import { describe, expect, it } from 'vitest';
import { createLocalStore, createMemoryStorage } from './localStore';

function setup(start = 1_000) {
  let clock = start;
  const backend = createMemoryStorage();
  const store = createLocalStore(backend, () => clock);
  return { backend, store, advance: (ms: number) => (clock += ms) };
}

describe('createLocalStore', () => {
  it('writes the Vue.ls shape under the pro__ prefix', () => {
    const { backend, store } = setup();
    store.set('Access-Token', 'abc', 500);
    store.set('TENANT_ID', 7);
    expect(JSON.parse(backend.getItem('pro__Access-Token') ?? '')).toEqual({ value: 'abc', expire: 1_500 });
    expect(JSON.parse(backend.getItem('pro__TENANT_ID') ?? '')).toEqual({ value: 7, expire: null });
  });

  it('reads values back, including objects', () => {
    const { store } = setup();
    store.set('Login_Userinfo', { username: 'admin', realname: '管理员' }, 10);
    expect(store.get('Login_Userinfo')).toEqual({ username: 'admin', realname: '管理员' });
  });

  it('returns null for an expired entry and removes it', () => {
    const { backend, store, advance } = setup();
    store.set('Access-Token', 'abc', 100);
    advance(100);
    expect(store.get('Access-Token')).toBe('abc');
    advance(1);
    expect(store.get('Access-Token')).toBeNull();
    expect(backend.getItem('pro__Access-Token')).toBeNull();
  });

  it('treats missing and malformed entries as null', () => {
    const { backend, store } = setup();
    backend.setItem('pro__broken', '{not json');
    backend.setItem('pro__bare', '"just a string"');
    expect(store.get('absent')).toBeNull();
    expect(store.get('broken')).toBeNull();
    expect(store.get('bare')).toBeNull();
  });

  it('clears only its own namespace', () => {
    const { backend, store } = setup();
    store.set('a', 1);
    backend.setItem('other', 'kept');
    store.clear();
    expect(store.get('a')).toBeNull();
    expect(backend.getItem('other')).toBe('kept');
  });
});
