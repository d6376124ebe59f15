import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { addNewDemoData, seedDemoData } from '../../server/db/seed.ts';
import { loadSchemaRegistry } from '../../server/entities/registry.ts';
import { syncEntities } from '../../server/entities/sync.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { preparedDatabase } from './templates.ts';

export const TEST_PASSWORD = 'Test-password-2026';
/**
 * Every test calls from 127.0.0.1, so one file's failures across many accounts would make the
 * address wait; the per-address rule is tested on servers of its own (auth.test.ts).
 */
const TEST_THROTTLE = { addressFreeFailures: 1000 };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  /** Calls the API (path without /jeecg-boot) and returns status and parsed body. */
  call(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: ApiBody }>;
  login(username?: string, password?: string): Promise<string>;
  /** The database under the server; `keepDatabase` leaves it for a restart (see StartOptions.database). */
  database: TestDatabase;
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface StartOptions extends Partial<Omit<AppOptions, 'config' | 'db' | 'registry'>> {
  /** Start on this database (a restart of an earlier test server) instead of a new one. */
  database?: TestDatabase;
}

export interface ApiBody {
  success: boolean;
  message: string;
  code: number;
  // Each test reads the fields it asserts on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  result: any;
  timestamp: number;
}

export async function startTestServer(
  kind: 'sqlite' | 'postgres',
  overrides: Partial<Omit<ServerConfig, 'limits'>> & { limits?: Partial<ServerConfig['limits']> } = {},
  { database: given, ...options }: StartOptions = {},
): Promise<TestServer> {
  // A server on the default schemas starts on a copy of the prepared template (templates.ts).
  const fromTemplate = !given && overrides.schemasDir === undefined;
  const database = given ?? (fromTemplate ? await preparedDatabase(kind, TEST_PASSWORD) : await createTestDatabase(kind));
  const defaultConfig = loadConfig({});
  const config: ServerConfig = {
    ...defaultConfig,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    loginCaptcha: false,
    port: 0,
    staticDir: '/nonexistent',
    ...overrides,
    // The suites sign in far more often than a person, on a busy shared machine: a test of the limits sets its own.
    limits: { ...defaultConfig.limits, anonRateMax: 100_000, maxEventLoopDelayMs: 0, ...overrides.limits },
  };
  const { dbConnectTimeoutMs, dbStatementTimeoutMs } = config.limits;
  const db = openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4, connectTimeoutMs: dbConnectTimeoutMs, statementTimeoutMs: dbStatementTimeoutMs,
  });
  // The order of server/main.ts: read the schemas, migrate, seed, then sync the entities.
  const registry = loadSchemaRegistry(config.schemasDir);
  if (!fromTemplate) {
    await migrateToLatest(db);
    await seedDemoData(db, TEST_PASSWORD);
    await addNewDemoData(db);
    await syncEntities(db, registry);
  }
  const { app, ctx } = await buildApp({ config, db, registry, logger: false, throttle: TEST_THROTTLE, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['X-Access-Token'] = opts.token;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${url}/jeecg-boot${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const textBody = await response.text();
    return { status: response.status, body: (textBody ? JSON.parse(textBody) : null) as ApiBody };
  };

  return {
    url,
    app,
    ctx,
    call,
    async login(username = 'admin', password = TEST_PASSWORD) {
      const { body } = await call('POST', '/sys/login', { body: { username, password } });
      if (body.code !== 200) throw new Error(`login as ${username} failed: ${body.message}`);
      return body.result.token as string;
    },
    database,
    async close(closing = {}) {
      await app.close();
      // A test may have closed the database itself to see the server fail.
      await db.close().catch(() => undefined);
      if (!closing.keepDatabase) await database.drop();
    },
  };
}

/**
 * The server of a describe block: started before its tests, with `user` signed in (`token`), and
 * closed after them. Read `suite.server` and `suite.token` inside tests and hooks.
 */
export function suiteServer(kind: 'sqlite' | 'postgres', user = 'admin'): { server: TestServer; token: string } {
  const suite = { server: undefined as unknown as TestServer, token: '' };
  beforeAll(async () => {
    suite.server = await startTestServer(kind);
    suite.token = await suite.server.login(user);
  });
  afterAll(() => suite.server.close());
  return suite;
}
