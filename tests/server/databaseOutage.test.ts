import SQLite from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { createTestDatabase, testDatabases } from '../helpers/databases.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';

const UNAVAILABLE = { success: false, code: 503, message: '网络异常或服务暂不可用，请稍后再试', result: null };

/** Calls until the answer has the status (the database coming back is noticed by the next request). */
async function until(server: TestServer, token: string, status: number) {
  let answer = await server.call('GET', '/sys/user/getCurrentUserDeparts', { token });
  for (let i = 0; i < 100 && answer.status !== status; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await server.call('GET', '/sys/user/getCurrentUserDeparts', { token });
  }
  return answer;
}

const health = async (server: TestServer) => {
  const response = await fetch(`${server.url}/jeecg-boot/actuator/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe.runIf(testDatabases.some((d) => d.name === 'postgres'))('a PostgreSQL server that goes away or freezes', () => {
  let server: TestServer;
  let proxy: TcpProxy;
  let token: string;

  beforeAll(async () => {
    const database = await createTestDatabase('postgres');
    const url = new URL(database.databaseUrl as string);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.port = String(proxy.port);
    server = await startTestServer('postgres', { limits: { dbConnectTimeoutMs: 1000, dbStatementTimeoutMs: 1000 } }, {
      database: { ...database, databaseUrl: url.toString() },
    });
    token = await server.login('admin');
  });
  afterAll(async () => {
    proxy.thaw();
    if (!(await health(server).then((h) => h.status === 200, () => false))) await proxy.up().catch(() => undefined);
    await server.close();
    await proxy.close();
  });

  it('answers 503 without internals while the database cannot be reached, health says DOWN, and both recover by themselves', async () => {
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(200);
    await proxy.down();
    const refused = await server.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect({ status: refused.status, body: { ...refused.body, timestamp: undefined } }).toEqual({ status: 503, body: { ...UNAVAILABLE, timestamp: undefined } });
    expect(await health(server)).toEqual({ status: 503, body: { status: 'DOWN', reason: '数据库无法连接' } });
    // A sign-in is refused the same way, not as a wrong password.
    expect((await server.call('POST', '/sys/login', { body: { username: 'admin', password: 'x' } })).body).toMatchObject(UNAVAILABLE);

    await proxy.up();
    expect((await until(server, token, 200)).status).toBe(200);
    expect(await health(server)).toEqual({ status: 200, body: { status: 'UP' } });
  });

  it('gives up on a frozen database after the time limits instead of holding every request, and recovers when it answers again', async () => {
    proxy.freeze();
    const refused = await server.call('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject(UNAVAILABLE);
    expect(await health(server)).toEqual({ status: 503, body: { status: 'DOWN', reason: '数据库响应超时' } });

    proxy.thaw();
    expect((await until(server, token, 200)).status).toBe(200);
    expect((await health(server)).status).toBe(200);
  });
});

describe('an SQLite database locked by another process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('answers a write that cannot get the lock with 503, and works again once the lock is gone', async () => {
    const other = new SQLite(path.join(server.database.dataDir, 'app.db'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const refused = await server.call('POST', '/sys/login', { body: { username: 'admin', password: 'wrong-password' } });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject(UNAVAILABLE);
      // Readers are not held by a writer: health stays UP.
      expect((await health(server)).status).toBe(200);
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
    expect((await server.call('POST', '/sys/login', { body: { username: 'admin', password: 'wrong-password' } })).body.message).toBe('用户名或密码错误');
  });
});
