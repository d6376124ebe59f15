import { useMemo, useSyncExternalStore } from 'react';
import { SESSION_LIFETIME_MS } from '../../config';
import { getUserInfo } from '../../session/userInfo';
import type { UserInfo } from '../../session/types';
import { ls, STORAGE_NAMESPACE } from '../../storage/localStore';
import { StorageKeys } from '../../storage/storageKeys';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored text changes exactly when the user info does, and a string compares by value. */
const storedText = () => window.localStorage.getItem(STORAGE_NAMESPACE + StorageKeys.userInfo);

/** Stores user info from the server as the current user for 7 days (seed 000 section 4) and tells the header. */
export function storeCurrentUserInfo(userInfo: unknown): void {
  ls.set(StorageKeys.userInfo, userInfo, SESSION_LIFETIME_MS);
  listeners.forEach((listener) => listener());
}

/** The signed-in user as stored; re-renders after a department switch (or a change in another tab). */
export function useCurrentUser(): UserInfo | null {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  return useMemo(() => (text === null ? null : getUserInfo()), [text]);
}
