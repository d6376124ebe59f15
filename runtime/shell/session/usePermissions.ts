import { useSyncExternalStore } from 'react';
import { getPermissions, subscribePermissions } from './permissionStore';
import type { PermissionData } from './types';

export function usePermissions(): PermissionData | null {
  return useSyncExternalStore(subscribePermissions, getPermissions, getPermissions);
}
