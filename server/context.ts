import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { LoginThrottle } from './auth/throttle.ts';
import type { SessionPolicy } from './auth/sessions.ts';
import type { ThirdPartyProvider } from './auth/thirdParty.ts';
import type { PushHub } from './push/hub.ts';
import type { PermissionCache } from './auth/permissionCache.ts';
import type { DataRuleCache } from './admin/dataRules/ruleCache.ts';
import type { SchemaRegistry } from './entities/registry.ts';
import type { HookRegistry } from './entities/hooks.ts';

/** What every route module is given: no globals, so tests build as many servers as they like. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  sessions: SessionPolicy;
  throttle: LoginThrottle;
  thirdParty: Map<string, ThirdPartyProvider>;
  push: PushHub;
  /** The page schemas read at start-up and the entities they declare. */
  registry: SchemaRegistry;
  /** What is special about some entities (server/entityHooks.ts), by table. */
  entityHooks?: HookRegistry;
  /** The access guard's per-session permission codes: cleared after a change to roles or grants. */
  permissionCache?: PermissionCache;
  /** The data rules each session is granted per entity (dataRuleScope.ts): cleared with the permission codes. */
  dataRuleCache?: DataRuleCache;
}
