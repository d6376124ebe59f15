import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PUSH_APPLICATION_NAME } from '../../server/push/postgresBus.ts';
import { createTestDatabase, testDatabases, type TestDatabase } from '../helpers/databases.ts';
import { openNoticeSocket } from '../helpers/noticeSocket.ts';
import { signInToken, spawnServer, type ServerProcess } from '../helpers/process.ts';
import { startTestServer, TEST_PASSWORD } from '../helpers/server.ts';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const LIHUA_ID = 'u_lihua';

describe.each(testDatabases)('push between two server processes on one $name database', ({ name }) => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase(name);
    const env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '', LOGIN_CAPTCHA: 'off', ADMIN_PASSWORD: TEST_PASSWORD };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await spawnServer(env);
    b = await spawnServer(env);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  async function call(server: ServerProcess, method: string, path: string, token: string, body?: unknown) {
    const response = await fetch(`${server.url}/jeecg-boot${path}`, {
      method,
      headers: { 'X-Access-Token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; message: string; result: { id: string } };
  }

  /** Adds and releases through process A; answers the id and when the release was asked for. */
  async function releaseOnA(admin: string, fields: Record<string, unknown>) {
    const added = await call(a, 'POST', '/sys/annountCement/add', admin, { msgCategory: '1', priority: 'M', msgType: 'ALL', ...fields });
    expect(added.success).toBe(true);
    const startedAt = Date.now();
    const released = await call(a, 'GET', `/sys/annountCement/doReleaseData?id=${added.result.id}`, admin);
    expect(released).toMatchObject({ success: true, message: '该系统通知发布成功' });
    return { id: added.result.id, startedAt };
  }

  it('delivers a release on A to sockets on B within a second, and once to sockets on A', async () => {
    const admin = await signInToken(a.url, 'admin', TEST_PASSWORD);
    const jeecg = await signInToken(a.url, 'jeecg', TEST_PASSWORD);
    const onB = await openNoticeSocket(b.url, JEECG_ID, jeecg);
    const onA = await openNoticeSocket(a.url, ADMIN_ID, admin);

    const { id, startedAt } = await releaseOnA(admin, { titile: '跨进程推送的通告' });
    expect(await onB.next(1000 - (Date.now() - startedAt))).toEqual({ cmd: 'topic', msgId: id, msgTxt: '跨进程推送的通告' });
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(await onA.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '跨进程推送的通告' });

    // A second event has reached B, so A's own copy of the first has come back to A by now: the
    // heartbeat reply, not a duplicate, is A's next message.
    const second = await releaseOnA(admin, { titile: '第二条通告' });
    expect(await onB.next()).toMatchObject({ cmd: 'topic', msgId: second.id });
    expect(await onA.next()).toMatchObject({ cmd: 'topic', msgId: second.id });
    onA.send('HeartBeat');
    expect(await onA.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    onA.close();
    onB.close();
  });

  it('delivers a USER announcement released on A to its recipient on B only', async () => {
    const admin = await signInToken(a.url, 'admin', TEST_PASSWORD);
    const lihua = await openNoticeSocket(b.url, LIHUA_ID, await signInToken(b.url, 'lihua', TEST_PASSWORD));
    const jeecg = await openNoticeSocket(b.url, JEECG_ID, await signInToken(b.url, 'jeecg', TEST_PASSWORD));

    const { id, startedAt } = await releaseOnA(admin, { titile: '给李华的消息', msgType: 'USER', userIds: LIHUA_ID });
    expect(await lihua.next(1000 - (Date.now() - startedAt))).toEqual({ cmd: 'user', msgId: id, msgTxt: '给李华的消息' });
    // B handles bus events in order: a broadcast released after it reaches jeecg first, alone.
    const after = await releaseOnA(admin, { titile: '之后的全员通告' });
    expect(await jeecg.next()).toMatchObject({ cmd: 'topic', msgId: after.id });
    lihua.close();
    jeecg.close();
  });

  it('closes the sockets on B of a session that logs out on A', async () => {
    const token = await signInToken(a.url, 'jeecg', TEST_PASSWORD);
    const other = await signInToken(a.url, 'jeecg', TEST_PASSWORD);
    const ended = await openNoticeSocket(b.url, JEECG_ID, token);
    const kept = await openNoticeSocket(b.url, JEECG_ID, other);

    const startedAt = Date.now();
    expect(await call(a, 'POST', '/sys/logout', token)).toMatchObject({ success: true, message: '退出登录成功！' });
    const code = await Promise.race([ended.closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 1000))]);
    expect(code).toBe(4001);
    expect(Date.now() - startedAt).toBeLessThan(1000);

    // The other session of the same user keeps its socket.
    kept.send('HeartBeat');
    expect(await kept.next()).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    kept.close();
  });
});

describe.skipIf(!testDatabases.some((d) => d.name === 'postgres'))('push bus on PostgreSQL', () => {
  it('listens again after the database ends its listening connection', async () => {
    const first = await startTestServer('postgres');
    const second = await startTestServer('postgres', {}, { database: first.database });
    try {
      // Connections of the bus that have run LISTEN (their latest statement) and wait for more.
      const listeners = async () => {
        const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
          where datname = current_database() and application_name = ${PUSH_APPLICATION_NAME}
            and state = 'idle' and query like 'LISTEN%'`.execute(first.ctx.db.kysely);
        return rows.map((row) => row.pid);
      };
      const ended = await listeners();
      expect(ended).toHaveLength(2);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${PUSH_APPLICATION_NAME}`.execute(first.ctx.db.kysely);
      // Both listen again, each on a new connection (ended ones may linger in the view for a moment).
      const deadline = Date.now() + 5000;
      while ((await listeners()).filter((pid) => !ended.includes(pid)).length < 2) {
        if (Date.now() > deadline) throw new Error('the push bus did not listen again within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const socket = await openNoticeSocket(first.url, JEECG_ID, await first.login('jeecg'));
      second.ctx.push.broadcast({ cmd: 'topic', msgId: 'x1', msgTxt: '重连之后' });
      expect(await socket.next()).toEqual({ cmd: 'topic', msgId: 'x1', msgTxt: '重连之后' });
      socket.close();
    } finally {
      await second.close({ keepDatabase: true });
      await first.close();
    }
  });
});
