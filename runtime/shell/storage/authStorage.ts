import { SESSION_LIFETIME_MS } from '../config';
import { ls, sessionBackend } from './localStore';
import { SessionStorageKeys, StorageKeys } from './storageKeys';

/** What a successful login leaves in local storage (seed 000 section 4). */
export interface StoredLogin {
  token: string;
  userInfo: unknown;
  username: string;
  dictItems: unknown;
}

export function getToken(): string | null {
  const token = ls.get(StorageKeys.accessToken);
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The tenant header value: the stored tenant or 0 (seed 000 section 6). */
export function getTenantId(): string | number {
  const tenant = ls.get(StorageKeys.tenantId);
  return typeof tenant === 'string' || typeof tenant === 'number' ? tenant : 0;
}

/** Raw stored user info; session/userInfo.ts narrows it. */
export function getStoredUserInfo(): unknown {
  return ls.get(StorageKeys.userInfo);
}

export function storeLogin(login: StoredLogin): void {
  ls.set(StorageKeys.accessToken, login.token, SESSION_LIFETIME_MS);
  ls.set(StorageKeys.userInfo, login.userInfo, SESSION_LIFETIME_MS);
  ls.set(StorageKeys.username, login.username, SESSION_LIFETIME_MS);
  ls.set(StorageKeys.dictItems, login.dictItems, SESSION_LIFETIME_MS);
}

export function storeTenantId(tenantId: string | number): void {
  ls.set(StorageKeys.tenantId, tenantId);
}

/** A tenant offered at sign-in: its number and name, as the login answer's tenantList has them. */
export interface OfferedTenant {
  id: string | number;
  name: string;
}

/**
 * What a sign-in leaves of the tenant: the user's only tenant, or the tenants to choose from (more
 * than one), kept until the choice is made: while they are stored the route guard keeps the user on
 * the tenant selection (seed 000 §2.9) and no tenant is named (the session's is used). A tenant
 * stored by an earlier sign-in never outlives a new one.
 */
export function storeSignInTenant(tenantId: string | number | null, choice: readonly OfferedTenant[] | null): void {
  if (choice !== null) ls.set(StorageKeys.tenantChoice, choice, SESSION_LIFETIME_MS);
  else ls.remove(StorageKeys.tenantChoice);
  if (choice === null && tenantId !== null) ls.set(StorageKeys.tenantId, tenantId);
  else ls.remove(StorageKeys.tenantId);
}

export function getTenantChoice(): OfferedTenant[] | null {
  const stored = ls.get(StorageKeys.tenantChoice);
  if (!Array.isArray(stored)) return null;
  const tenants = stored.filter(
    (t): t is OfferedTenant => typeof t === 'object' && t !== null && (typeof t.id === 'string' || typeof t.id === 'number') && typeof t.name === 'string',
  );
  return tenants.length > 0 ? tenants : null;
}

export function clearTenantChoice(): void {
  ls.remove(StorageKeys.tenantChoice);
}

export function storeButtonAuth(auth: unknown, allAuth: unknown): void {
  sessionBackend.setItem(SessionStorageKeys.userButtonAuth, JSON.stringify(auth));
  sessionBackend.setItem(SessionStorageKeys.systemButtonAuth, JSON.stringify(allAuth));
}

/**
 * Forgets everything a login stored. The username is kept on purpose: the old front end left it so
 * the login form can be prefilled.
 */
export function clearAuthStorage(): void {
  ls.remove(StorageKeys.accessToken);
  ls.remove(StorageKeys.userInfo);
  ls.remove(StorageKeys.dictItems);
  ls.remove(StorageKeys.tenantId);
  ls.remove(StorageKeys.tenantChoice);
  sessionBackend.removeItem(SessionStorageKeys.userButtonAuth);
  sessionBackend.removeItem(SessionStorageKeys.systemButtonAuth);
}
