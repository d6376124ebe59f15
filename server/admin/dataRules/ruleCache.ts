import type { SysPermissionDataRuleTable } from '../../db/types.ts';
import { SessionCache } from '../../auth/sessionCache.ts';

/**
 * The data rules granted to recently seen sessions, per entity, each kept for the cache's lifetime
 * (PERMISSION_CACHE_MS) from when it was read, as the guard keeps permission codes: a changed
 * grant or rule holds within that time, and at once in the process that made the change
 * (permissionsChanged). Only the rules are kept: their variables are filled on every request.
 */
export class DataRuleCache extends SessionCache<SysPermissionDataRuleTable[]> {
  rules(sessionId: string, table: string, load: () => Promise<SysPermissionDataRuleTable[]>): Promise<SysPermissionDataRuleTable[]> {
    return this.get(`${sessionId} ${table}`, load);
  }
}
