import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { openNoticeSocket } from '../helpers/noticeSocket.ts';

const JEECG_ID = 'a75d45a015c44384a04449ee80dc3503';
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type Session = Record<string, unknown> & { id: string; username: string; current: boolean };

describe.each(testDatabases)('online users and forced logout on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let jeecg = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    jeecg = await server.login('jeecg');
  });
  afterAll(() => server.close());

  const online = async (query = 'pageSize=100'): Promise<{ records: Session[]; total: number }> => {
    const { body } = await server.call('GET', `/sys/online/list?${query}`, { token: admin });
    expect(body.success).toBe(true);
    return body.result;
  };

  it('refuses both calls without the page\'s button codes (403) and without a session (401)', async () => {
    for (const [method, path, body] of [['GET', '/sys/online/list'], ['POST', '/sys/online/forceLogout', { id: 'x' }]] as const) {
      const denied = await server.call(method, path, { token: jeecg, body });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('没有权限，请联系管理员授权');
      expect((await server.call(method, path, { body })).status).toBe(401);
    }
  });

  it('lists live sessions with user, sign-in time, address and agent, never the token', async () => {
    const response = await fetch(`${server.url}/jeecg-boot/sys/online/list?pageSize=100`, {
      headers: { 'X-Access-Token': admin, 'user-agent': 'online-test-agent' },
    });
    const { result } = (await response.json()) as { result: { records: Session[]; total: number } };
    expect(result.total).toBe(2);
    const mine = result.records.find((s) => s.username === 'admin') as Session;
    const theirs = result.records.find((s) => s.username === 'jeecg') as Session;
    expect(mine.current).toBe(true);
    expect(theirs).toMatchObject({ current: false, userId: JEECG_ID, realname: '张晓明', loginType: 'password', ip: '127.0.0.1', token: theirs.id });
    expect(theirs.loginTime).toMatch(DATETIME);
    expect(theirs.lastActiveTime).toMatch(DATETIME);
    expect(theirs).toHaveProperty('userAgent');
    expect(JSON.stringify(result)).not.toContain(jeecg);
    expect(JSON.stringify(result)).not.toContain(admin);
    expect((await online('username=jee')).records.map((s) => s.username)).toEqual(['jeecg']);
    const paged = await online('pageNo=2&pageSize=1');
    expect(paged).toMatchObject({ total: 2, size: 1, current: 2 });
    expect(paged.records).toHaveLength(1);
  });

  it('ends a session at once: its next call is refused and its notice socket closes', async () => {
    const socket = await openNoticeSocket(server.url, JEECG_ID, jeecg);
    const target = (await online()).records.find((s) => s.username === 'jeecg') as Session;
    const { body } = await server.call('POST', '/sys/online/forceLogout', { token: admin, body: { token: target.id } });
    expect(body).toMatchObject({ success: true, message: '强制退出成功！' });
    expect(await socket.closed).toBeGreaterThan(0);
    const after = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token: jeecg });
    expect(after.status).toBe(401);
    expect((await online()).records.map((s) => s.username)).toEqual(['admin']);

    const again = await server.call('POST', '/sys/online/forceLogout', { token: admin, body: { id: target.id } });
    expect(again.body).toMatchObject({ success: false, message: '该会话已下线或不存在' });
    const logs = await server.call('GET', `/sys/log/list?logType=2&keyWord=${encodeURIComponent('强制退出')}`, { token: admin });
    expect(logs.body.result.records).toEqual([expect.objectContaining({ username: 'admin', requestUrl: '/jeecg-boot/sys/online/forceLogout' })]);
    expect(logs.body.result.records[0].logContent).toMatch(/^强制退出用户：jeecg（登录于\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}，IP 127\.0\.0\.1）$/);
    // The user may sign in again.
    jeecg = await server.login('jeecg');
    expect((await online()).total).toBe(2);
  });

  it('refuses to end the caller\'s own session, or none', async () => {
    const mine = (await online()).records.find((s) => s.current) as Session;
    const own = await server.call('POST', '/sys/online/forceLogout', { token: admin, body: { id: mine.id } });
    expect(own.body).toMatchObject({ success: false, message: '不能强制退出当前会话，请使用“退出登录”' });
    const none = await server.call('POST', '/sys/online/forceLogout', { token: admin, body: {} });
    expect(none.body).toMatchObject({ success: false, message: '缺少参数：id（会话编号）' });
    expect((await server.call('GET', '/sys/online/list', { token: admin })).status).toBe(200);
  });
});
