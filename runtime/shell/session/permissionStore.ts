import type { PermissionData } from './types';

type Listener = () => void;

/**
 * The permission list of this page load. It lives in memory on purpose: after a reload it is empty,
 * so the route guard fetches a fresh one and menu changes show up without signing in again.
 */
let current: PermissionData | null = null;
const listeners = new Set<Listener>();

export function getPermissions(): PermissionData | null {
  return current;
}

export function setPermissions(next: PermissionData | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function subscribePermissions(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
