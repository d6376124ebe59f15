import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { workbook, readBack } from '../helpers/sheets.ts';

type Row = Record<string, unknown>;

const ROUTE = '[{"name":"Path","args":["/demo/**"]}]';
const STRIP = '[{"name":"StripPrefix","args":["1"]}]';
const RULE = JSON.stringify([{ digits: '2', pattern: '[A-Z]+', message: '前两位须为大写字母' }, { digits: '*', pattern: '\\d+', message: '其余须为数字' }]);

/** Entity fields' declared `check` (schemas/pages: gateway routes, check rules) on add, edit and import. */
describe.each(testDatabases)('declared field checks on $name', ({ name }) => {
  let server: TestServer;
  let admin = '';

  beforeAll(async () => {
    server = await startTestServer(name);
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown) => (await server.call(method, path, { token: admin, body })).body;
  const routes = async (routerId: string): Promise<Row[]> => (await call('GET', `/sys/gatewayRoute/list?routerId=${routerId}`)).result.records;
  const route = (routerId: string, fields: Row = {}) => ({ routerId, name: 'jeecg-demo', uri: 'lb://jeecg-demo', ...fields });
  const upload = async (api: string, content: Buffer, fields: Record<string, string> = {}): Promise<ApiBody> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(content)]), 'rows.xlsx');
    const response = await fetch(`${server.url}/jeecg-boot${api}/importExcel`, { method: 'POST', headers: { 'X-Access-Token': admin }, body: form });
    expect(response.status).toBe(200);
    return (await response.json()) as ApiBody;
  };
  const errorRows = async (answer: ApiBody) => (await readBack(await (await fetch(`${server.url}${answer.result}`)).arrayBuffer())).slice(1);

  it('refuses a gateway route whose predicates or filters are not a JSON array, on the field, and stores nothing', async () => {
    const cases: [Row, string, string][] = [
      [{ predicates: 'Path=/demo/**' }, 'predicates', '断言（JSON）不是有效的 JSON'],
      [{ predicates: '{"name":"Path","args":["/demo/**"]}' }, 'predicates', '断言（JSON）应为 JSON 数组'],
      [{ predicates: ROUTE, filters: '"StripPrefix"' }, 'filters', '过滤器（JSON）应为 JSON 数组'],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await call('POST', '/sys/gatewayRoute/add', route('bad-route', fields));
      expect(refused, JSON.stringify(fields)).toMatchObject({ success: false, message, result: { [field]: message } });
    }
    expect(await routes('bad-route')).toEqual([]);

    expect((await call('POST', '/sys/gatewayRoute/add', route('good-route', { predicates: ROUTE, filters: '' }))).success).toBe(true);
    expect(await routes('good-route')).toMatchObject([{ predicates: ROUTE, filters: null }]);
  });

  it('refuses an edit that breaks predicates, keeping the stored row, and stores a valid one', async () => {
    const [stored] = await routes('good-route');
    const broken = await call('PUT', '/sys/gatewayRoute/edit', { id: stored.id, name: 'renamed', predicates: '[{"name":"Path"' });
    expect(broken).toMatchObject({ success: false, message: '断言（JSON）不是有效的 JSON', result: { predicates: '断言（JSON）不是有效的 JSON' } });
    const notArray = await call('PUT', '/sys/gatewayRoute/edit', { id: stored.id, filters: '{}' });
    expect(notArray).toMatchObject({ success: false, result: { filters: '过滤器（JSON）应为 JSON 数组' } });
    expect(await routes('good-route')).toMatchObject([{ name: 'jeecg-demo', predicates: ROUTE, filters: null }]);

    expect((await call('PUT', '/sys/gatewayRoute/edit', { id: stored.id, name: 'renamed', filters: STRIP })).success).toBe(true);
    expect(await routes('good-route')).toMatchObject([{ name: 'renamed', predicates: ROUTE, filters: STRIP }]);
  });

  it('imports the check rules that read and offers the broken ones in the error file, naming the field', async () => {
    const file = await workbook([
      ['规则名称', '规则编码', '规则JSON'],
      ['车牌', 'imp_plate', RULE],
      ['坏正则', 'imp_regex', '[{"digits":"1","pattern":"[a-","message":"m"}]'],
      ['不是JSON', 'imp_text', 'digits=2'],
      ['工号', 'imp_staff', '[{"digits":"*","pattern":"\\\\d{4}","message":"须为4位数字"}]'],
    ]);
    const answer = await upload('/sys/checkRule', file);
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误数据！共4行，成功2行，失败2行' });
    expect(await errorRows(answer)).toEqual([
      ['坏正则', 'imp_regex', '[{"digits":"1","pattern":"[a-","message":"m"}]', '规则JSON：第1项的 pattern 不是有效的正则表达式：[a-'],
      ['不是JSON', 'imp_text', 'digits=2', '规则JSON不是有效的JSON'],
    ]);
    const stored = (await call('GET', '/sys/checkRule/list?ruleCode=imp_*&column=ruleCode&order=asc')).result.records as Row[];
    expect(stored.map((r) => r.ruleCode)).toEqual(['imp_plate', 'imp_staff']);
    expect(await call('GET', '/sys/checkRule/checkByCode?ruleCode=imp_staff&value=12a4')).toMatchObject({ success: false, message: '须为4位数字' });
  });

  it('stores none of the rows when validateStatus=1 and one fails its check', async () => {
    const file = await workbook([
      ['routerId', 'name', 'uri', '断言（JSON）'],
      ['all-good', 'jeecg-demo', 'lb://jeecg-demo', ROUTE],
      ['all-bad', 'jeecg-demo', 'lb://jeecg-demo', '{"name":"Path"}'],
    ]);
    const answer = await upload('/sys/gatewayRoute', file, { validateStatus: '1' });
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入失败，有错误数据，未导入任何数据！共2行，失败1行' });
    expect(await errorRows(answer)).toEqual([['all-bad', 'jeecg-demo', 'lb://jeecg-demo', '{"name":"Path"}', '断言（JSON）应为 JSON 数组']]);
    expect(await routes('all-*')).toEqual([]);
  });
});
