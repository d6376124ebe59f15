import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/database.ts';
import { installAccessGuard } from './auth/access.ts';
import { PermissionCache } from './auth/permissionCache.ts';
import { DataRuleCache } from './admin/dataRules/ruleCache.ts';
import { LoginThrottle, defaultThrottlePolicy, type ThrottlePolicy } from './auth/throttle.ts';
import { providersFromEnv, type ThirdPartyProvider } from './auth/thirdParty.ts';
import { API_PREFIX, installApiNotFound, installErrorHandling } from './http/errors.ts';
import { installSecurityHeaders } from './http/securityHeaders.ts';
import { installCors } from './http/cors.ts';
import { installStaticFiles } from './http/staticFiles.ts';
import { installLimits, serverLimits } from './http/limits.ts';
import { PushHub } from './push/hub.ts';
import { installPushBus } from './push/installPushBus.ts';
import { installSessionWatch } from './push/sessionWatch.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { dictRoutes } from './routes/dict.ts';
import { downloadRoutes } from './routes/download.ts';
import { duplicateCheckRoutes } from './entities/duplicateCheck.ts';
import { MAX_IMPORT_BYTES } from './entities/importExcel.ts';
import { describeProblems, type SchemaRegistry } from './entities/registry.ts';
import { entityRoutes } from './entities/routes.ts';
import { healthRoutes } from './routes/health.ts';
import { loginRoutes } from './routes/login.ts';
import { permissionRoutes } from './routes/permission.ts';
import { phoneLoginRoutes } from './routes/phoneLogin.ts';
import { registerRoutes } from './routes/register.ts';
import { ssoRoutes } from './routes/sso.ts';
import { thirdLoginRoutes } from './routes/thirdLogin.ts';
import { thirdAppRoutes } from './routes/thirdApp.ts';
import { mockApiRoutes } from './routes/mockApi.ts';
import { userRoutes } from './routes/user.ts';
import { websocketRoutes } from './routes/websocket.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { accountRoutes } from './routes/account.ts';
import { uploadRoutes } from './routes/upload.ts';
import { formRoutes } from './forms/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { userAdminRoutes } from './admin/users/routes.ts';
import { roleAdminRoutes } from './admin/roles/routes.ts';
import { permissionAdminRoutes } from './admin/permissions/routes.ts';
import { departAdminRoutes } from './admin/departs/routes.ts';
import { quartzJobRoutes } from './admin/jobs/routes.ts';
import { adminDictRoutes } from './admin/dicts/routes.ts';
import { adminOnlineRoutes } from './admin/online/routes.ts';
import { adminLogRoutes } from './admin/logs/routes.ts';
import { adminSmsRoutes } from './admin/sms/routes.ts';
import { entityHooks } from './entityHooks.ts';
import type { HookRegistry } from './entities/hooks.ts';
import { adminTenantRoutes } from './admin/tenants/routes.ts';
import { adminMonitorRoutes } from './admin/monitor/routes.ts';
import { ruleRoutes } from './admin/rules/routes.ts';
import { dataRuleRoutes } from './admin/dataRules/routes.ts';
import { configureSecretKey } from './entities/secrets.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  /** The page schemas, loaded (and their entities synced to the database) before the app is built. */
  registry: SchemaRegistry;
  throttle?: Partial<ThrottlePolicy>;
  thirdParty?: ThirdPartyProvider[];
  /** The guard's per-session permission codes (tests pass one with their own clock). */
  permissionCache?: PermissionCache;
  /** The data rules granted per session and entity (tests pass one with their own clock). */
  dataRuleCache?: DataRuleCache;
  logger?: boolean;
  /** Where the log goes when `logger` is on (tests read it); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** The entities' hooks (server/entityHooks.ts unless given: tests give their own). */
  entityHooks?: HookRegistry;
}

const routeModules = [
  healthRoutes, loginRoutes, phoneLoginRoutes, ssoRoutes, thirdLoginRoutes, permissionRoutes, userRoutes, dictRoutes,
  dashboardRoutes, websocketRoutes, downloadRoutes, duplicateCheckRoutes, entityRoutes, announcementRoutes,
  accountRoutes, uploadRoutes, registerRoutes, formRoutes, categoryRoutes,
  userAdminRoutes, roleAdminRoutes, permissionAdminRoutes, departAdminRoutes,
  quartzJobRoutes,
  adminDictRoutes, adminOnlineRoutes, adminLogRoutes, adminTenantRoutes,
  adminMonitorRoutes, ruleRoutes,
  dataRuleRoutes,
  adminSmsRoutes, thirdAppRoutes, mockApiRoutes,
];

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, db, registry } = options;
  configureSecretKey(db, config.secretKey);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: config.trustProxy,
    ...serverLimits(config.limits),
    // Shutting down ends every connection at once: a kept-alive socket that has just streamed a file
    // would otherwise hold close() for the keep-alive timeout.
    forceCloseConnections: true,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => Math.random().toString(36).slice(2, 10),
  });
  const thirdParty = providersFromEnv(process.env);
  for (const provider of options.thirdParty ?? []) thirdParty.set(provider.type, provider);
  const ctx: AppContext = {
    config,
    db,
    sessions: { idleMs: config.sessionIdleMinutes * 60_000, maxMs: config.sessionMaxHours * 3_600_000 },
    throttle: new LoginThrottle(db, { ...defaultThrottlePolicy, ...options.throttle }),
    thirdParty,
    push: new PushHub(),
    registry,
    entityHooks: options.entityHooks ?? entityHooks,
    permissionCache: options.permissionCache ?? new PermissionCache(),
    dataRuleCache: options.dataRuleCache ?? new DataRuleCache(),
  };
  for (const page of registry.pages) {
    if (page.problems.length > 0) app.log.warn(`schema file skipped as an entity:\n${describeProblems(page)}`);
  }

  await installSecurityHeaders(app, config);
  // Before the limits and the session: a preflight carries no token and is answered at once.
  installCors(app, config.corsOrigins);
  // Body, rate and pressure limits come first: their hooks run before the session is read.
  await installLimits(app, config.limits);
  installAccessGuard(app, db, ctx.sessions, ctx.permissionCache);
  // Pushes and session closes reach the sockets of every server process on this database.
  installPushBus(app, ctx);
  // Sockets of a session that idled out or reached its absolute limit are closed too.
  installSessionWatch(app, ctx);
  installErrorHandling(app, config.staticDir);
  // Browsers drop a websocket whose server does not echo the offered subprotocol.
  await app.register(fastifyWebsocket, {
    // The notice channel carries heartbeats only: a large frame is refused (close 1009) before it is buffered.
    options: { maxPayload: 64 * 1024, handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false },
  });
  // Imports are the only uploads: one spreadsheet of at most 10 MB, with a few form fields.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMPORT_BYTES, parts: 20, fields: 10 } });
  await app.register(
    async (api) => {
      installApiNotFound(api);
      for (const register of routeModules) register(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await installStaticFiles(app, config.staticDir);
  return { app, ctx };
}
