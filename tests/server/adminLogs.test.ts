import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { formatDateTime, newId } from '../../server/ids.ts';
import { dayOf, lastDays } from '../../server/dashboard/days.ts';

type Log = Record<string, unknown> & { logContent: string; createTime: string };

describe.each(testDatabases)('sign-in and operation logs on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  const daysAgo = (n: number) => formatDateTime(new Date(Date.now() - n * 86_400_000));
  const insertLog = (logType: number, content: string, createTime: string, ip = '10.0.0.9') =>
    server.ctx.db.kysely.insertInto('sysLog').values({
      id: newId(), logType, logContent: content, operateType: null, userid: null, username: 'old', ip, method: null,
      requestUrl: '/jeecg-boot/sys/login', requestParam: null, requestType: 'POST', costTime: null,
      createBy: 'old', createTime, updateBy: null, updateTime: null,
    }).execute();

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
    // A failed attempt and a sign-out are sign-in log entries too, but not sign-ins.
    await server.call('POST', '/sys/login', { body: { username: 'admin', password: 'wrong-password' } });
    const extra = await server.login('lihua');
    await server.call('POST', '/sys/logout', { token: extra });
    await insertLog(1, '用户名: old,登录成功！', daysAgo(3));
    await insertLog(1, '用户名: older,登录成功！', daysAgo(9), '10.0.0.8');
  });
  afterAll(() => server.close());

  const list = async (query: string, token = admin) => (await server.call('GET', `/sys/log/list?${query}`, { token })).body;

  it('refuses the log list without its code (403) and without a session (401)', async () => {
    const denied = await server.call('GET', '/sys/log/list', { token: staff });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('没有权限，请联系管理员授权');
    for (const path of ['/sys/log/list', '/sys/loginfo', '/sys/visitInfo']) expect((await server.call('GET', path)).status).toBe(401);
  });

  it('lists sign-ins, failures and sign-outs as login logs, newest first', async () => {
    const body = await list('logType=1&pageSize=100');
    expect(body.success).toBe(true);
    const contents = (body.result.records as Log[]).map((l) => l.logContent);
    expect(contents).toEqual(expect.arrayContaining([
      '用户名: admin,登录成功！', '用户名: jeecg,登录成功！', '用户名: admin,登录失败：用户名或密码错误', '用户名: lihua,退出成功！',
    ]));
    const times = (body.result.records as Log[]).map((l) => l.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.result.records[0]).toMatchObject({ logType: 1, ip: '127.0.0.1' });
    expect((await list('logType=2')).result.total).toBe(0);
  });

  it('filters by keyword (content or user), time range and pages', async () => {
    const byUser = await list(`logType=1&keyWord=lihua`);
    expect((byUser.result.records as Log[]).map((l) => l.logContent).sort()).toEqual(['用户名: lihua,退出成功！', '用户名: lihua,登录成功！'].sort());
    const byText = await list(`keyword=${encodeURIComponent('登录失败')}`);
    expect(byText.result.total).toBe(1);
    const old = await list(`createTime_begin=${daysAgo(10).slice(0, 10)}&createTime_end=${daysAgo(2).slice(0, 10)}`);
    expect((old.result.records as Log[]).map((l) => l.logContent).sort()).toEqual(['用户名: old,登录成功！', '用户名: older,登录成功！'].sort());
    const exact = await list(`createTime_begin=${encodeURIComponent(daysAgo(4))}&createTime_end=${encodeURIComponent(daysAgo(2))}`);
    expect(exact.result.records.map((l: Log) => l.logContent)).toEqual(['用户名: old,登录成功！']);
    const second = await list('logType=1&pageNo=2&pageSize=2');
    expect(second.result).toMatchObject({ size: 2, current: 2 });
    expect(second.result.records).toHaveLength(2);
    expect((await list('logType=3')).message).toBe('日志类型只能是1（登录日志）或2（操作日志）');
    expect((await list('createTime_begin=yesterday')).message).toBe('开始时间格式应为yyyy-MM-dd或yyyy-MM-dd HH:mm:ss');
  });

  it('answers the list conventions of every entity: log type text, !v, a,b, sort both ways, unknown names refused, export', async () => {
    const [first] = (await list('logType=1&pageSize=1')).result.records as Log[];
    expect(first).toMatchObject({ logType: 1, logType_dictText: '登录日志' });
    const notAdmin = (await list('logType=1&username=!admin&pageSize=100')).result.records as Log[];
    expect(notAdmin.length).toBeGreaterThan(0);
    expect(notAdmin.some((l) => l.username === 'admin')).toBe(false);
    const two = (await list('logType=1&username=old,older&pageSize=100')).result.records as Log[];
    expect(two.map((l) => l.logContent).sort()).toEqual(['用户名: old,登录成功！', '用户名: older,登录成功！'].sort());
    const oldestFirst = ((await list('logType=1&column=createTime&order=asc&pageSize=100')).result.records as Log[]).map((l) => l.createTime);
    const newestFirst = ((await list('logType=1&column=createTime&order=desc&pageSize=100')).result.records as Log[]).map((l) => l.createTime);
    expect(oldestFirst[0] < oldestFirst[oldestFirst.length - 1]).toBe(true);
    expect(newestFirst).toEqual([...oldestFirst].reverse());
    expect((await list('nope=1')).message).toBe('查询条件字段不存在：nope');
    const file = await fetch(`${server.url}/jeecg-boot/sys/log/exportXls?username=older`, { headers: { 'X-Access-Token': admin } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    // Read-only: no add, edit or delete.
    expect((await server.call('POST', '/sys/log/add', { token: admin, body: { logContent: 'x', logType: 1 } })).status).toBe(404);
    expect((await server.call('DELETE', `/sys/log/delete?id=${encodeURIComponent(first.id as string)}`, { token: admin })).status).toBe(404);
  });

  it('records operations with who, when, how long and what', async () => {
    await server.call('POST', '/sys/position/add', { token: admin, body: { code: 'log_pos', name: '记录员' } });
    const body = await list('logType=2');
    expect(body.result.total).toBe(1);
    const [entry] = body.result.records as Log[];
    expect(entry).toMatchObject({
      logType: 2, logContent: '添加职务：记录员(log_pos)', username: 'admin', userid: 'e9ca23d68d884d4ebb19d07889727dae',
      createBy: 'admin', operateType: 2, requestType: 'POST', requestUrl: '/jeecg-boot/sys/position/add',
      method: 'POST /jeecg-boot/sys/position/add', ip: '127.0.0.1',
    });
    expect(entry.createTime).toBe(formatDateTime(new Date(Date.parse(entry.createTime.replace(' ', 'T')))));
    expect(entry.costTime).toEqual(expect.any(Number));
    expect(Number(entry.costTime)).toBeGreaterThanOrEqual(0);
  });

  it('counts sign-ins for the home page: ever, today, today\'s addresses', async () => {
    const { body } = await server.call('GET', '/sys/loginfo', { token: admin });
    // admin, jeecg, lihua today, and the two older sign-ins; the failure and the sign-out are not sign-ins.
    expect(body).toMatchObject({ success: true, result: { totalVisitCount: 5, todayVisitCount: 3, todayIp: 1 } });
  });

  it('gives sign-ins and addresses per day for the last 7 days, oldest first', async () => {
    const { body } = await server.call('GET', '/sys/visitInfo', { token: admin });
    const days = lastDays(7);
    expect(body.result.map((d: { ymd: string }) => d.ymd)).toEqual(days);
    expect(body.result[6]).toEqual({ ymd: dayOf(new Date()), type: dayOf(new Date()).slice(5), visit: 3, ip: 1 });
    const threeDaysAgo = body.result.find((d: { ymd: string }) => d.ymd === daysAgo(3).slice(0, 10));
    expect(threeDaysAgo).toMatchObject({ visit: 1, ip: 1 });
    expect(body.result.reduce((sum: number, d: { visit: number }) => sum + d.visit, 0)).toBe(4);
  });

  it('serves the home page figures to roles given the 访问统计 button only', async () => {
    expect((await server.call('GET', '/sys/loginfo', { token: staff })).status).toBe(200);
    const button = await server.ctx.db.kysely.selectFrom('sysPermission').select('id').where('perms', '=', 'dashboard:visit:list').executeTakeFirstOrThrow();
    await server.ctx.db.kysely.deleteFrom('sysRolePermission').where('permissionId', '=', button.id).where('roleId', '=', 'r_staff').execute();
    const fresh = await server.login('lihua');
    for (const path of ['/sys/loginfo', '/sys/visitInfo']) {
      const denied = await server.call('GET', path, { token: fresh });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('没有权限，请联系管理员授权');
    }
  });
});
