import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROWS_FILE, seedAdminDemoRows } from '../../server/db/adminDemoRows.ts';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;
const fixture = JSON.parse(fs.readFileSync(ADMIN_ROWS_FILE, 'utf8')) as Record<string, Row[]>;

/** The seven administration lists a new install used to open empty, by the address their page lists. */
const LISTS: [table: string, api: string][] = [
  ['sys_position', '/sys/position'],
  ['sys_quartz_job', '/sys/quartzJob'],
  ['dev_data_source', '/sys/dataSource'],
  ['dev_gateway_route', '/sys/gatewayRoute'],
  ['dev_check_rule', '/sys/checkRule'],
  ['dev_fill_rule', '/sys/fillRule'],
  ['sys_form', '/flowable/form'],
];

describe.each(testDatabases)('demo rows of the administration lists on $name', ({ name }) => {
  const suite = suiteServer(name);

  const list = async (api: string) => {
    const { body } = await suite.server.call('GET', `${api}/list?pageNo=1&pageSize=100`, { token: suite.token });
    expect(body.success, body.message).toBe(true);
    return body.result as { total: number; records: Row[] };
  };

  it('refuses a fixture row the page would refuse, naming the table and row', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-rows-')), 'adminRows.json');
    fs.writeFileSync(file, JSON.stringify({ sys_quartz_job: [{ jobClassName: 'java.lang.Runtime', cronExpression: '0 0 2 * * ?' }] }));
    await expect(seedAdminDemoRows(suite.server.ctx.db, suite.server.ctx.registry, file)).rejects.toThrow(/sys_quartz_job row 1: .*java\.lang\.Runtime/);
    expect((await list('/sys/quartzJob')).total).toBe(0);
  });

  it('gives each of the seven lists the fixture rows, the jobs stopped', async () => {
    for (const [, api] of LISTS) expect((await list(api)).total, api).toBe(0);
    const seeded = await seedAdminDemoRows(suite.server.ctx.db, suite.server.ctx.registry);
    expect([...seeded.keys()].sort()).toEqual(LISTS.map(([table]) => table).sort());
    for (const [table, api] of LISTS) {
      const page = await list(api);
      expect(page.total, table).toBe(fixture[table].length);
      expect(page.total, table).toBeGreaterThan(0);
    }
    // Harmless: no demo job runs by itself.
    expect((await list('/sys/quartzJob')).records.map((job) => job.status_dictText)).toEqual(['停止', '停止']);
    // The rows are the ones a user could have typed: a check rule checks, a fill rule fills.
    const check = async (value: string) =>
      (await suite.server.call('GET', `/sys/checkRule/checkByCode?ruleCode=demo_house_no&value=${value}`, { token: suite.token })).body;
    expect((await check('XF0101')).success).toBe(true);
    expect(await check('xf0101')).toMatchObject({ success: false, message: '前两位须为大写字母（小区简称）' });
    const filled = (await suite.server.call('GET', '/sys/fillRule/executeRuleByCode/demo_help_order', { token: suite.token })).body;
    expect(filled.result).toMatch(/^BF\d{8}0001$/);
  });
});
