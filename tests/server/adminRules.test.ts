import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { nextSerial } from '../../server/admin/rules/counters.ts';
import { formatDatePart } from '../../server/admin/rules/fillRule.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

const PLATE = JSON.stringify([
  { digits: '2', pattern: '^[A-Z]+$', message: '前两位须为大写字母' },
  { digits: '1', pattern: '-', message: '第三位须为短横线' },
  { digits: '*', pattern: '^\\d{3,5}$', message: '其余须为3到5位数字' },
]);

describe.each(testDatabases)('check rules and fill rules on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown, token = admin) => (await server.call(method, path, { token, body })).body;
  const check = (ruleCode: string, value: string, token = admin) =>
    call('GET', `/sys/checkRule/checkByCode?ruleCode=${encodeURIComponent(ruleCode)}&value=${encodeURIComponent(value)}`, undefined, token);
  const execute = (ruleCode: string, token = admin) => call('GET', `/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`, undefined, token);

  it('refuses a check rule whose JSON does not read, naming the problem on the field', async () => {
    const cases: [string, string][] = [
      ['not json', '规则JSON不是有效的JSON'],
      ['{"digits":"1"}', '规则JSON应为数组，每项形如 {"digits":"2","pattern":"^[A-Z]+$","message":"…"}'],
      ['[]', '规则JSON至少要有一项'],
      ['[{"digits":"x","pattern":"a","message":"m"}]', '第1项的 digits 应为正整数或 *'],
      ['[{"digits":"*","pattern":"a","message":"m"},{"digits":"1","pattern":"a","message":"m"}]', '第1项的 digits 为 *（其余全部），只能是最后一项'],
      ['[{"digits":"1","pattern":"[a-","message":"m"}]', '第1项的 pattern 不是有效的正则表达式：[a-'],
      ['[{"digits":"1","pattern":"a"}]', '第1项缺少 message（不通过时的提示）'],
    ];
    for (const [ruleJson, message] of cases) {
      const refused = await call('POST', '/sys/checkRule/add', { ruleName: '坏规则', ruleCode: 'bad', ruleJson });
      expect(refused, ruleJson).toMatchObject({ success: false, message, result: { ruleJson: message } });
    }
    expect((await call('GET', '/sys/checkRule/list?ruleCode=bad')).result.total).toBe(0);
  });

  it('checks a value item by item against a saved rule', async () => {
    const added = await call('POST', '/sys/checkRule/add', { ruleName: '车牌', ruleCode: 'plate', ruleJson: PLATE });
    expect(added.success).toBe(true);
    expect(await check('plate', 'AB-1234')).toMatchObject({ success: true, message: '校验通过' });
    expect(await check('plate', 'Ab-1234')).toMatchObject({ success: false, message: '前两位须为大写字母' });
    expect(await check('plate', 'AB_1234')).toMatchObject({ success: false, message: '第三位须为短横线' });
    expect(await check('plate', 'AB-12')).toMatchObject({ success: false, message: '其余须为3到5位数字' });
    expect(await check('plate', 'AB-123456')).toMatchObject({ success: false, message: '其余须为3到5位数字' });
    expect(await check('nope', 'x')).toMatchObject({ success: false, message: '校验规则“nope”不存在' });
    expect((await call('GET', '/sys/checkRule/checkByCode?value=1')).message).toBe('缺少参数：ruleCode');
  });

  it('refuses an edit that breaks the rule JSON, and refuses characters no item covers', async () => {
    const [rule] = (await call('GET', '/sys/checkRule/list?ruleCode=plate')).result.records as { id: string }[];
    const broken = await call('PUT', '/sys/checkRule/edit', { id: rule.id, ruleName: '车牌', ruleCode: 'plate', ruleJson: '[{"digits":"2","pattern":"(","message":"m"}]' });
    expect(broken).toMatchObject({ success: false, message: '第1项的 pattern 不是有效的正则表达式：(' });
    const fixedLength = JSON.stringify([{ digits: 2, pattern: '\\d+', message: '须为数字' }]);
    expect((await call('PUT', '/sys/checkRule/edit', { id: rule.id, ruleName: '两位数', ruleCode: 'plate', ruleJson: fixedLength })).success).toBe(true);
    expect((await check('plate', '12')).success).toBe(true);
    expect(await check('plate', '123')).toMatchObject({ success: false, message: '值超出规则规定的2位' });
  });

  it('names a stored rule that no longer reads (written to the table directly, past the field check)', async () => {
    await server.ctx.db.kysely.withTables<{ devCheckRule: { id: string; ruleName: string; ruleCode: string; ruleJson: string } }>()
      .insertInto('devCheckRule').values({ id: 'cr_broken', ruleName: '导入的', ruleCode: 'imported', ruleJson: '[{"digits":0}]' }).execute();
    expect(await check('imported', 'x')).toMatchObject({ success: false, message: '校验规则“imported”的规则JSON有误：第1项的 digits 应为正整数或 *' });
  });

  it('refuses a pattern that repeats a repetition on save, and stops a stored one that backtracks, answering at once', async () => {
    const risky = JSON.stringify([{ digits: '*', pattern: '(a+)+$', message: '须为字母a' }]);
    const refused = await call('POST', '/sys/checkRule/add', { ruleName: '回溯', ruleCode: 'redos', ruleJson: risky });
    const problem = '第1项的 pattern 含有嵌套的重复（如 (a+)+），可能使校验长时间卡住，请改写：(a+)+$';
    expect(refused).toMatchObject({ success: false, message: problem, result: { ruleJson: problem } });
    // Saved before the check existed (or written to the table directly): it runs, under the time limit.
    await server.ctx.db.kysely.withTables<{ devCheckRule: { id: string; ruleName: string; ruleCode: string; ruleJson: string } }>()
      .insertInto('devCheckRule').values({ id: 'cr_redos', ruleName: '回溯', ruleCode: 'redos', ruleJson: risky }).execute();
    expect(await check('redos', `${'a'.repeat(40)}!`)).toMatchObject({
      success: false, message: '校验规则“redos”的正则表达式运行超过100毫秒，已中止，请简化该规则的正则表达式',
    });
    // The server goes on answering, and the next check gets a fresh worker.
    expect(await check('redos', 'aaa')).toMatchObject({ success: true, message: '校验通过' });
    expect(await check('redos', 'aab')).toMatchObject({ success: false, message: '须为字母a' });
  });

  it('produces prefix + date + zero-padded serial, counting per day, and refuses bad parameters', async () => {
    const params = JSON.stringify({ prefix: 'CK', datePattern: 'yyyyMMdd', serialLength: 4 });
    expect((await call('POST', '/sys/fillRule/add', { ruleName: '出库单号', ruleCode: 'stock_out', ruleParams: params })).success).toBe(true);
    const today = formatDatePart('yyyyMMdd', new Date());
    expect(await execute('stock_out')).toMatchObject({ success: true, result: `CK${today}0001` });
    expect((await execute('stock_out')).result).toBe(`CK${today}0002`);
    expect(await execute('nope')).toMatchObject({ success: false, message: '填值规则“nope”不存在' });
    const bad = await call('POST', '/sys/fillRule/add', { ruleName: '坏', ruleCode: 'bad', ruleParams: '{"serialLength":40}' });
    expect(bad).toMatchObject({ success: false, message: '流水号位数 serialLength 应为1到12之间的整数', result: { ruleParams: '流水号位数 serialLength 应为1到12之间的整数' } });
    expect((await call('POST', '/sys/fillRule/add', { ruleName: '坏', ruleCode: 'bad', ruleParams: '{"datePattern":"yyyy%"}' })).success).toBe(false);
    expect((await call('POST', '/sys/fillRule/add', { ruleName: '无参数', ruleCode: 'plain' })).success).toBe(true);
    expect((await execute('plain')).result).toBe('0001');
  });

  it('never hands out one serial twice, even from two connection pools at once', async () => {
    expect((await call('POST', '/sys/fillRule/add', { ruleName: '并发', ruleCode: 'race', ruleParams: '{"prefix":"R","serialLength":3}' })).success).toBe(true);
    const other = openDatabase({ databaseUrl: server.database.databaseUrl, dataDir: server.database.dataDir, poolSize: 4 });
    try {
      const viaHttp = Array.from({ length: 15 }, () => execute('race').then((b) => Number(String(b.result).slice(1))));
      const direct = Array.from({ length: 15 }, () => nextSerial(other, 'race', 'R'));
      const serials = await Promise.all([...viaHttp, ...direct]);
      expect([...serials].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    } finally {
      await other.close();
    }
  });

  it('lets a role with the codes call both (staff, for its forms) and refuses one without (403)', async () => {
    const staff = await server.login('jeecg');
    expect((await check('plate', '12', staff)).success).toBe(true);
    expect((await execute('plain', staff)).result).toBe('0002');
    // Editing the rules themselves stays with the admin.
    expect((await server.call('POST', '/sys/checkRule/add', { token: staff, body: { ruleName: 'x', ruleCode: 'x', ruleJson: PLATE } })).status).toBe(403);
    await server.ctx.db.kysely.deleteFrom('sysRolePermission').where('roleId', '=', 'r_staff')
      .where('permissionId', 'in', ['b_check_rule_check', 'b_fill_rule_execute']).execute();
    const withoutCodes = await server.login('lihua');
    for (const path of ['/sys/checkRule/checkByCode?ruleCode=plate&value=12', '/sys/fillRule/executeRuleByCode/plain']) {
      const denied = await server.call('GET', path, { token: withoutCodes });
      expect(denied.status, path).toBe(403);
      expect(denied.body.message).toBe('没有权限，请联系管理员授权');
      expect((await server.call('GET', path)).status).toBe(401);
    }
    expect((await execute('plain')).result).toBe('0003');
  });
});
