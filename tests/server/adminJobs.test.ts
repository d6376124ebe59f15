import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const EVERY_SECOND = '* * * * * ?';
const DAILY = '0 0 2 * * ?';

describe.each(testDatabases)('scheduled jobs (/sys/quartzJob) on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';
  let staff = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
    staff = await server.login('jeecg');
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown, token = admin): Promise<ApiBody> =>
    (await server.call(method, `/sys/quartzJob${path}`, { token, body })).body;
  const runs = async (jobId: string) => (await call('GET', `/runLog?jobId=${jobId}&pageSize=100`)).result;
  const removeAll = async () => {
    const all = (await call('GET', '/list?pageSize=100')).result.records as { id: string }[];
    if (all.length > 0) await call('DELETE', `/deleteBatch?ids=${all.map((j) => j.id).join(',')}`);
  };

  it('refuses every call without the button code (403) and without a session (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/list'], ['GET', '/queryById?id=1'], ['GET', '/jobClasses'], ['GET', '/runLog?jobId=1'],
      ['POST', '/add', { jobClassName: 'sampleJob', cronExpression: DAILY }], ['PUT', '/edit', { id: '1' }],
      ['DELETE', '/delete?id=1'], ['DELETE', '/deleteBatch?ids=1'], ['GET', '/pause?id=1'], ['GET', '/resume?id=1'],
      ['GET', '/execute?id=1'],
    ];
    for (const [method, path, body] of calls) {
      const denied = await server.call(method, `/sys/quartzJob${path}`, { token: staff, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
      expect((await server.call(method, `/sys/quartzJob${path}`, { body })).status, `${method} ${path}`).toBe(401);
    }
    // Nothing was added by the refused call.
    expect((await call('GET', '/list')).result.total).toBe(0);
  });

  it('adds, lists, filters, edits and deletes a job; the class and the cron expression are checked', async () => {
    const classes = (await call('GET', '/jobClasses')).result.map((c: { value: string }) => c.value);
    expect(classes).toEqual(expect.arrayContaining(['sampleJob', 'sweepSessions']));

    const added = await call('POST', '/add', { jobClassName: 'sampleJob', cronExpression: DAILY, parameter: 'p1', description: '示例' });
    expect(added).toMatchObject({ success: true, message: '创建定时任务成功' });
    expect(added.result).toMatchObject({ jobClassName: 'sampleJob', cronExpression: DAILY, status: -1, status_dictText: '停止', createBy: 'admin', nextFireTime: null });
    const id = added.result.id as string;

    expect(await call('POST', '/add', { jobClassName: 'sampleJob', cronExpression: DAILY })).toMatchObject({ success: false, message: '该定时任务类名已存在' });
    const unknown = await call('POST', '/add', { jobClassName: 'java.lang.Runtime', cronExpression: DAILY });
    expect(unknown).toMatchObject({ success: false, message: '后台找不到该任务类名：java.lang.Runtime（可选：sweepSessions、sampleJob）' });
    expect(await call('POST', '/add', { cronExpression: DAILY })).toMatchObject({ success: false, message: '任务类名不能为空', result: { jobClassName: '任务类名不能为空' } });
    const badCron: [string, string][] = [
      ['', 'Cron表达式不能为空'],
      ['0 0 2 * *', 'Cron表达式不正确：Cron表达式应有6或7个字段（秒 分 时 日 月 周 [年]），现有5个'],
      ['0 60 2 * * ?', 'Cron表达式不正确：分的取值范围是0-59，“60”超出范围'],
      ['0 0 2 1 * 2', 'Cron表达式不正确：日和周不能同时指定，其中一个须为“?”'],
      ['0 0 2 ? * ?', 'Cron表达式不正确：日和周不能同时为“?”，其中一个须指定'],
      ['0 0 2 * * ? 2120', 'Cron表达式不正确：年的取值范围是2019-2119，“2120”超出范围'],
      ['0 0 2 1 1 ? 2019', 'Cron表达式不正确：该Cron表达式没有将来的执行时间'],
      ['0 0 2 * * ?; drop table sys_user', 'Cron表达式不正确：Cron表达式应有6或7个字段（秒 分 时 日 月 周 [年]），现有9个'],
    ];
    for (const [cronExpression, message] of badCron) {
      expect(await call('POST', '/add', { jobClassName: 'sweepSessions', cronExpression }), cronExpression).toMatchObject({ success: false, message });
    }

    const second = await call('POST', '/add', { jobClassName: 'sweepSessions', cronExpression: '0 0 3 ? * MON-FRI', status: 0 });
    expect(second.result).toMatchObject({ status: 0, status_dictText: '正常' });
    expect(second.result.nextFireTime).toMatch(/^\d{4}-\d{2}-\d{2} 03:00:00$/);

    const all = (await call('GET', '/list')).result;
    expect(all.total).toBe(2);
    expect(all.records.map((j: { id: string }) => j.id)).toEqual([second.result.id, id]);
    expect((await call('GET', '/list?jobClassName=*sample*')).result.records.map((j: { id: string }) => j.id)).toEqual([id]);
    expect((await call('GET', '/list?status=0')).result.records.map((j: { id: string }) => j.id)).toEqual([second.result.id]);
    expect((await call('GET', `/queryById?id=${id}`)).result).toMatchObject({ id, parameter: 'p1', description: '示例' });

    const edited = await call('PUT', '/edit', { id, jobClassName: 'sampleJob', cronExpression: '0 30 1 L * ?', parameter: 'p2' });
    expect(edited).toMatchObject({ success: true, message: '更新定时任务成功' });
    expect(edited.result).toMatchObject({ cronExpression: '0 30 1 L * ?', parameter: 'p2', description: null, status: -1, updateBy: 'admin' });
    expect(await call('PUT', '/edit', { id, jobClassName: 'sweepSessions', cronExpression: DAILY })).toMatchObject({ success: false, message: '该定时任务类名已存在' });
    expect(await call('PUT', '/edit', { id, jobClassName: 'sampleJob', cronExpression: '0 0 25 * * ?' })).toMatchObject({ success: false, message: 'Cron表达式不正确：时的取值范围是0-23，“25”超出范围' });
    expect(await call('PUT', '/edit', { id: '404', jobClassName: 'sampleJob', cronExpression: DAILY })).toMatchObject({ success: false, message: '未找到对应数据' });

    // Deleting a job deletes its run log with it.
    await call('GET', `/execute?id=${id}`);
    expect((await runs(id)).total).toBe(1);
    expect(await call('DELETE', `/delete?id=${id}`)).toMatchObject({ success: true, message: '删除定时任务成功!' });
    expect(await call('GET', `/queryById?id=${id}`)).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await call('GET', `/runLog?jobId=${id}`)).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await call('DELETE', `/delete?id=${id}`)).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await call('DELETE', `/deleteBatch?ids=${second.result.id},404`)).toMatchObject({ success: true });
    expect((await call('GET', '/list')).result.total).toBe(0);

    // Each change is in the operation log.
    const logged = await server.ctx.db.kysely.selectFrom('sysLog').select('logContent').where('logType', '=', 2).execute();
    const texts = logged.map((row) => row.logContent);
    expect(texts).toEqual(expect.arrayContaining([`添加定时任务：sampleJob（${DAILY}）`, '删除定时任务：sampleJob', '立即执行定时任务：sampleJob']));
  });

  it('runs a running job every second and records each run; pause stops it, resume starts it again', async () => {
    await removeAll();
    const job = (await call('POST', '/add', { jobClassName: 'sampleJob', cronExpression: EVERY_SECOND, parameter: '每秒', status: 0 })).result;
    await sleep(2600);
    const log = await runs(job.id);
    expect(log.total).toBeGreaterThanOrEqual(2);
    const newest = log.records[0];
    expect(newest).toMatchObject({ jobId: job.id, jobClassName: 'sampleJob', ok: 1, message: '示例任务执行完成，参数：每秒', runBy: null });
    expect(newest.fireAt % 1000).toBe(0);
    expect(newest.startedAt).toBeGreaterThanOrEqual(newest.fireAt);
    expect(newest.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // One run per firing.
    const fires = log.records.map((r: { fireAt: number }) => r.fireAt);
    expect(new Set(fires).size).toBe(fires.length);

    expect(await call('GET', `/pause?id=${job.id}`)).toMatchObject({ success: true, message: '定时任务暂停成功', result: { status: -1 } });
    expect(await call('GET', `/pause?id=${job.id}`)).toMatchObject({ success: false, message: '该定时任务已是停止状态' });
    await sleep(300); // a run that had already started may still finish
    const paused = (await runs(job.id)).total;
    await sleep(1600);
    expect((await runs(job.id)).total).toBe(paused);

    expect(await call('GET', `/resume?id=${job.id}`)).toMatchObject({ success: true, message: '定时任务恢复成功', result: { status: 0 } });
    expect(await call('GET', `/resume?id=${job.id}`)).toMatchObject({ success: false, message: '该定时任务已在运行中' });
    await sleep(1600);
    expect((await runs(job.id)).total).toBeGreaterThan(paused);
    await call('GET', `/pause?id=${job.id}`);
  });

  it('executes a job once by hand, stopped or not, and records who ran it and a failure', async () => {
    await removeAll();
    const job = (await call('POST', '/add', { jobClassName: 'sampleJob', cronExpression: DAILY, parameter: '手动' })).result;
    expect(await call('GET', `/execute?id=${job.id}`)).toMatchObject({ success: true, message: '执行成功!' });
    const log = await runs(job.id);
    expect(log.total).toBe(1);
    expect(log.records[0]).toMatchObject({ fireAt: null, runBy: 'admin', ok: 1, message: '示例任务执行完成，参数：手动' });
    expect(log.records[0].costMs).toBeGreaterThanOrEqual(0);
    await sleep(1200);
    expect((await runs(job.id)).total).toBe(1);

    await call('PUT', '/edit', { id: job.id, jobClassName: 'sampleJob', cronExpression: DAILY, parameter: 'fail' });
    expect(await call('POST', '/execute', { id: job.id })).toMatchObject({ success: false, message: '执行失败：示例任务按参数要求失败' });
    expect((await runs(job.id)).records[0]).toMatchObject({ ok: 0, message: '示例任务按参数要求失败', runBy: 'admin' });
    expect(await call('GET', '/execute?id=404')).toMatchObject({ success: false, message: '未找到对应数据' });
    expect(await call('GET', '/execute')).toMatchObject({ success: false, message: '缺少参数：id' });
  });

  it('with two server processes on one database, each firing runs once', async () => {
    await removeAll();
    const other = await startTestServer(name, {}, { database: server.database });
    try {
      const job = (await call('POST', '/add', { jobClassName: 'sampleJob', cronExpression: EVERY_SECOND, status: 0 })).result;
      // The other process reads the job table every 5 s; it takes part once it has.
      await other.app.ready();
      await sleep(6500);
      await call('GET', `/pause?id=${job.id}`);
      await sleep(300);
      const fires = (await runs(job.id)).records.map((r: { fireAt: number }) => r.fireAt) as number[];
      expect(fires.length).toBeGreaterThanOrEqual(5);
      expect(new Set(fires).size).toBe(fires.length);
    } finally {
      await other.close({ keepDatabase: true });
    }
  });
});
