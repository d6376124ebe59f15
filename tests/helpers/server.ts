import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { createTestDatabase } from './databases.ts';

export const TEST_PASSWORD = 'Test-password-2026';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  /** Calls the API (path without /jeecg-boot) and returns status and parsed body. */
  call(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: ApiBody }>;
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
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
  overrides: Partial<ServerConfig> = {},
  options: Partial<Omit<AppOptions, 'config' | 'db'>> = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    loginCaptcha: false,
    port: 0,
    staticDir: '/nonexistent',
    ...overrides,
  };
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 4 });
  await migrateToLatest(db);
  await seedDemoData(db, TEST_PASSWORD);
  const { app, ctx } = await buildApp({ config, db, logger: false, throttle: { delayStepMs: 5, maxDelayMs: 10 }, ...options });
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
    async close() {
      await app.close();
      // A test may have closed the database itself to see the server fail.
      await db.close().catch(() => undefined);
      await database.drop();
    },
  };
}
