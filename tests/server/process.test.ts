import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';
import { installAccessGuard } from '../../server/auth/access.ts';

describe.each(testDatabases)('several server processes on one $name database', ({ name }) => {
  let server: TestServer;
  let second: ServerProcess;
  beforeAll(async () => {
    server = await startTestServer(name);
    second = await spawnServer({ DATA_DIR: server.ctx.config.dataDir, DATABASE_URL: server.ctx.config.databaseUrl ?? '', LOGIN_CAPTCHA: 'off' });
  });
  afterAll(async () => {
    await second.stop();
    await server.close();
  });

  it('does not seed again or print a password when the database is already set up', () => {
    expect(second.output()).not.toContain('First start');
  });

  it('ends a session on every process when one process logs it out', async () => {
    const token = await server.login('jeecg');
    const onSecond = () => fetch(`${second.url}/jeecg-boot/sys/user/getCurrentUserDeparts`, { headers: { 'X-Access-Token': token } });
    expect((await onSecond()).status).toBe(200);
    const out = await fetch(`${second.url}/jeecg-boot/sys/logout`, { method: 'POST', headers: { 'X-Access-Token': token } });
    expect((await out.json()).message).toBe('退出登录成功！');
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token })).status).toBe(401);
    expect((await onSecond()).status).toBe(401);
  });
});

describe.each(testDatabases)('notice websocket on $name', ({ name }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(name);
  });
  afterAll(() => server.close());

  const open = (userId: string, token: string) => new WebSocket(`${server.url.replace('http', 'ws')}/jeecg-boot/websocket/${userId}`, [token]);

  it('echoes the token subprotocol, answers HeartBeat, and delivers pushes', async () => {
    const token = await server.login('admin');
    const socket = open('e9ca23d68d884d4ebb19d07889727dae', token);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    expect(socket.protocol).toBe(token);
    const reply = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString())));
    socket.send('HeartBeat');
    expect(JSON.parse(await reply)).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });

    const pushed = new Promise<string>((resolve) => socket.once('message', (data: Buffer) => resolve(data.toString())));
    expect(server.ctx.push.sendToUser('e9ca23d68d884d4ebb19d07889727dae', { cmd: 'user', msgId: 'a1', msgTxt: '新消息' })).toBe(1);
    expect(JSON.parse(await pushed)).toMatchObject({ cmd: 'user', msgTxt: '新消息' });

    const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
    await server.call('POST', '/sys/logout', { token });
    expect(await closed).toBe(4001);
  });

  it('closes the sockets of every session when the user changes their password', async () => {
    const first = await server.login('lihua');
    const second = await server.login('lihua');
    const sockets = [open('u_lihua', first), open('u_lihua', second)];
    await Promise.all(sockets.map((socket) => new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    })));
    const closed = sockets.map((socket) => new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code))));
    const changed = await server.call('PUT', '/sys/user/updatePassword', {
      token: first, body: { username: 'lihua', oldpassword: TEST_PASSWORD, password: 'Changed-password-2026', confirmpassword: 'Changed-password-2026' },
    });
    expect(changed.body.success, changed.body.message).toBe(true);
    expect(await Promise.all(closed)).toEqual([4001, 4001]);
    expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: second })).status).toBe(401);
  });

  it('refuses a socket without a live token or for another user', async () => {
    const token = await server.login('jeecg');
    // Both refusals are listened for before either is awaited: they may arrive in any order.
    const refusals = [open('a75d45a015c44384a04449ee80dc3503', 'forged'), open('e9ca23d68d884d4ebb19d07889727dae', token)].map(
      (socket) => new Promise<number>((resolve) => socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))),
    );
    expect(await Promise.all(refusals)).toEqual([401, 401]);
  });
});

describe.each(testDatabases)('failures on $name', ({ name }) => {
  it('answers health DOWN (503) with a reason when the database is gone, and hides internals', async () => {
    const server = await startTestServer(name);
    await server.ctx.db.close();
    const health = await fetch(`${server.url}/jeecg-boot/actuator/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'DOWN', reason: '数据库无法连接' });

    const login = await server.call('POST', '/sys/login', { body: { username: 'admin', password: TEST_PASSWORD } });
    expect(login.status).toBe(500);
    expect(login.body.success).toBe(false);
    expect(login.body.message).toMatch(/^系统繁忙，请稍后再试（错误编号：\w+）$/);
    expect(login.body.message).not.toMatch(/sql|select|driver|destroy|pool/i);
    await server.close();
  });
});

describe('route declarations', () => {
  it('stops the server at start-up when an API route declares no access', async () => {
    const app = Fastify();
    // Only the guard's start-up check runs here; no database is touched.
    installAccessGuard(app, null as never, { idleMs: 1, maxMs: 1 });
    expect(() => app.get('/jeecg-boot/sys/oops', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});

describe.each(testDatabases)('housekeeping on $name', ({ name }) => {
  it('sweeps ended sessions, old SMS codes and stale counters, and keeps live ones', async () => {
    const { sweepExpired } = await import('../../server/jobs/sweep.ts');
    const server = await startTestServer(name);
    try {
      const live = await server.login('admin');
      const ended = await server.login('jeecg');
      await server.call('POST', '/sys/logout', { token: ended });
      const later = Date.now() + 2 * 86_400_000;
      await server.ctx.db.kysely.updateTable('sysSession').set({ expiresAt: later + 86_400_000 }).where('revokedAt', 'is', null).execute();
      await sweepExpired(server.ctx.db, later);
      const rows = await server.ctx.db.kysely.selectFrom('sysSession').select('username').execute();
      expect(rows.map((r) => r.username)).toEqual(['admin']);
      expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: live })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('npm run admin:password', () => {
  it('sets a new admin password and ends admin sessions, closing their sockets on the running server', async () => {
    const { execFileSync } = await import('node:child_process');
    const server = await startTestServer('sqlite');
    try {
      const old = await server.login('admin');
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/jeecg-boot/websocket/e9ca23d68d884d4ebb19d07889727dae`, [old]);
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
      const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/resetAdminPassword.ts'], {
        env: { ...process.env, DATA_DIR: server.ctx.config.dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
        encoding: 'utf8',
      });
      const password = /The new admin password is: (\S+)/.exec(output)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await server.call('GET', '/sys/user/getCurrentUserDeparts', { token: old })).status).toBe(401);
      // The running server hears of it through the database and closes the session's socket.
      expect(await closed).toBe(4001);
      await expect(server.login('admin')).rejects.toThrow('用户名或密码错误');
      expect(await server.login('admin', password)).toBeTruthy();
    } finally {
      await server.close();
    }
  });

  it('refuses an ADMIN_PASSWORD the password policy refuses, and changes nothing', async () => {
    const { spawnSync } = await import('node:child_process');
    const server = await startTestServer('sqlite');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/resetAdminPassword.ts'], {
        env: { ...process.env, DATA_DIR: server.ctx.config.dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'admin-2026' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('密码长度不能少于12位');
      expect(await server.login('admin')).toBeTruthy();
    } finally {
      await server.close();
    }
  });
});
