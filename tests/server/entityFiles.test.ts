import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { itemPage, schemaDir } from '../helpers/schemas.ts';
import { storeFile } from '../../server/services/files.ts';
import { workbook, readBack } from '../helpers/sheets.ts';

type Row = Record<string, unknown>;

describe.each(testDatabases)('entity export and import on $name', ({ name }) => {
  let server: TestServer;
  let token: string;
  const schemas = schemaDir({ 'test-item.json': itemPage() });

  const list = async (query = '') => (await server.call('GET', `/test/item/list?pageSize=100&${query}`, { token })).body.result;
  const download = (query: string) => fetch(`${server.url}/jeecg-boot/test/item/exportXls?${query}`, { headers: { 'X-Access-Token': token } });
  const upload = async (content: Buffer, fileName = 'items.xlsx', fields: Record<string, string> = {}, status = 200): Promise<ApiBody> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    const response = await fetch(`${server.url}/jeecg-boot/test/item/importExcel`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
    expect(response.status).toBe(status);
    return (await response.json()) as ApiBody;
  };

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    token = await server.login('admin');
    const rows: Row[] = [
      { name: '一号', code: 'A1', kind: '1', villageType: '1,2', amount: 5, active: true, birthDate: '2000-01-01' },
      { name: '二号', code: 'B2', kind: '0', amount: 10, active: false },
      { name: '三号', code: 'C3', kind: '1', price: 2.5 },
    ];
    for (const row of rows) expect((await server.call('POST', '/test/item/add', { token, body: row })).body.success).toBe(true);
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('exports the filtered rows with labels for headers and texts for dictionaries', async () => {
    const response = await download('column=code&order=asc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('测试条目.xlsx')}`);
    const rows = await readBack(await response.arrayBuffer());
    expect(rows[0]).toEqual(['名称', '编码', '状态', '村庄类型', '数量', '价格', '启用', '出生日期', '来访时间', '线路', '备注']);
    expect(rows.slice(1).map((r) => r.slice(0, 8))).toEqual([
      ['一号', 'A1', '有效', '安置社区,行政村', 5, undefined, '是', '2000-01-01'],
      ['二号', 'B2', '无效', undefined, 10, undefined, '否'],
      ['三号', 'C3', '有效', undefined, undefined, 2.5],
    ]);

    const filtered = await readBack(await (await download('kind=0')).arrayBuffer());
    expect(filtered.slice(1).map((r) => r[0])).toEqual(['二号']);
    const ids = (await list('column=code&order=asc')).records.map((r: Row) => r.id);
    const chosen = await readBack(await (await download(`selections=${ids[0]},${ids[2]}&kind=0`)).arrayBuffer());
    expect(chosen.slice(1).map((r) => r[0]).sort()).toEqual(['一号', '三号']);

    const refused = await download('password=1');
    expect(await refused.json()).toMatchObject({ success: false, message: '查询条件字段不存在：password' });
  });

  it('refuses an export past the row limit before any file starts, naming the count', async () => {
    const limit = server.ctx.config.exportMaxRows;
    server.ctx.config.exportMaxRows = 2;
    try {
      const refused = await download('column=code&order=asc');
      expect(refused.headers.get('content-type')).toContain('application/json');
      expect(await refused.json()).toMatchObject({ success: false, message: '要导出的数据有3条，超过一次导出的上限2条，请缩小查询范围后分批导出' });
      const narrowed = await download('kind=1');
      expect((await readBack(await narrowed.arrayBuffer())).slice(1).map((r) => r[0]).sort()).toEqual(['一号', '三号']);
    } finally {
      server.ctx.config.exportMaxRows = limit;
    }
    expect(limit).toBe(1_048_575);
  });

  it('imports a good .xlsx, matching headers by label or name and dictionaries by text or value', async () => {
    const file = await workbook([
      ['名称', 'code', '状态', '村庄类型', 'amount', '出生日期', '启用', '来访时间', '不认识的列'],
      ['导入甲', 'I1', '无效', '安置社区,3', 7, new Date(Date.UTC(1999, 11, 31)), '是', '2024-05-01 08:30:00', 'x'],
      ['导入乙', 'I2', '1', null, '8', '2001-02-03', 0, null, 'y'],
    ]);
    const answer = await upload(file);
    expect(answer).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：2' });
    const rows = (await list('code=I1,I2&column=code&order=asc')).records;
    expect(rows).toMatchObject([
      { name: '导入甲', kind: '0', villageType: '1,3', amount: 7, birthDate: '1999-12-31', active: true, visitTime: '2024-05-01 08:30:00', createBy: 'admin' },
      { name: '导入乙', kind: '1', villageType: null, amount: 8, birthDate: '2001-02-03', active: false },
    ]);
    expect((await list('kind=0')).total).toBe(2);
  });

  it('refuses a legacy .xls, asking for it to be saved as .xlsx (its reader, SheetJS 0.18.5, is gone)', async () => {
    // An OLE compound file's signature, as every .xls starts.
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(await upload(xls, 'old.xls', {}, 400)).toMatchObject({ success: false, code: 400, message: '不支持 .xls 格式，请将文件另存为 .xlsx 后再导入' });
  });

  it('stores the good rows and offers the bad ones in an error file behind a signed link', async () => {
    const before = (await list()).total;
    const file = await workbook([
      ['名称', '编码', '状态', '数量'],
      ['部分甲', 'P1', '有效', 1],
      ['部分乙', 'P2', '停运', 2],
      ['一号', 'P3', '有效', 3],
      ['部分甲', 'P4', '有效', 4],
      ['部分丙', 'P5', '有效', 'many'],
    ]);
    const answer = await upload(file);
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误数据！共5行，成功1行，失败4行' });
    expect(answer.result).toMatch(/^\/jeecg-boot\/sys\/common\/download\/\d+\?expires=\d+&sig=[0-9a-f]{64}$/);
    expect((await list()).total).toBe(before + 1);

    const link = `${server.url}${answer.result}`;
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('测试条目错误数据.xlsx'));
    const rows = await readBack(await response.arrayBuffer());
    expect(rows).toEqual([
      ['名称', '编码', '状态', '数量', '错误信息'],
      ['部分乙', 'P2', '停运', 2, '状态的值不在字典中：停运'],
      ['一号', 'P3', '有效', 3, '名称已存在'],
      ['部分甲', 'P4', '有效', 4, '名称与第2行重复'],
      ['部分丙', 'P5', '有效', 'many', '数量必须是整数'],
    ]);

    const url = new URL(link);
    const unsigned = `${url.origin}${url.pathname}?expires=${url.searchParams.get('expires')}`;
    const tampered = `${url.origin}${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 1}&sig=${url.searchParams.get('sig')}`;
    for (const bad of [unsigned, tampered, `${url.origin}${url.pathname}`]) {
      const refused = await fetch(bad);
      expect([bad, refused.status, (await refused.json()).message]).toEqual([bad, 403, '下载链接无效或已过期']);
    }
    const old = await storeFile(server.ctx.db, { name: 'old.txt', contentType: 'text/plain', content: Buffer.from('old') }, Date.now() - 16 * 60_000);
    expect((await fetch(`${server.url}${old}`)).status).toBe(403);
  });

  it('stores nothing when validateStatus=1 and any row is bad', async () => {
    const before = (await list()).total;
    const file = await workbook([['名称', '编码'], ['全部甲', 'Q1'], ['', 'Q2']]);
    const answer = await upload(file, 'all.xlsx', { validateStatus: '1' });
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入失败，有错误数据，未导入任何数据！共2行，失败1行' });
    // The streaming reader reads an empty text cell as an empty cell: the error file shows it blank either way.
    expect((await readBack(await (await fetch(`${server.url}${answer.result}`)).arrayBuffer()))[1]).toEqual([undefined, 'Q2', '名称不能为空']);
    expect((await list()).total).toBe(before);
    const good = await upload(await workbook([['名称'], ['全部乙']]), 'all.xlsx', { validateStatus: '1' });
    expect(good).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
  });

  it('writes the operation log for every add, edit, delete and import, as the administration pages do', async () => {
    const [one] = (await list('code=A1')).records as Row[];
    expect((await server.call('PUT', '/test/item/edit', { token, body: { id: one.id, note: '改过' } })).body.success).toBe(true);
    expect((await server.call('DELETE', `/test/item/delete?id=${String(one.id)}`, { token })).body.success).toBe(true);
    const logs = await server.call('GET', `/sys/log/list?logType=2&pageSize=100&keyWord=${encodeURIComponent('测试条目')}`, { token });
    const entries = logs.body.result.records as { logContent: string; operateType: number; username: string }[];
    const contents = entries.map((l) => l.logContent);
    expect(contents).toEqual(expect.arrayContaining(['添加测试条目：一号', '导入测试条目：2条', '编辑测试条目：一号', '删除测试条目：一号']));
    // An all-or-nothing import that stored nothing is no change.
    expect(contents.filter((c) => c.startsWith('导入')).sort()).toEqual(['导入测试条目：1条', '导入测试条目：1条', '导入测试条目：2条']);
    expect(entries.find((l) => l.logContent === '编辑测试条目：一号')).toMatchObject({ operateType: 3, username: 'admin' });
    expect(entries.find((l) => l.logContent === '导入测试条目：2条')).toMatchObject({ operateType: 5 });
  });

  // Each read starts a worker that loads exceljs (readSheet.ts): seconds on a busy machine.
  it('refuses files that are not spreadsheets, too large, too long, empty or missing', { timeout: 120_000 }, async () => {
    expect(await upload(Buffer.from('name,code\na,b'), 'items.csv')).toMatchObject({ success: false, message: '只能导入 .xlsx 文件' });
    expect(await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]))).toMatchObject({ success: false, message: '文件无法读取，请确认是 Excel 文件' });
    expect(await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0x41))).toMatchObject({ success: false, message: '文件大小不能超过10MB' });
    const long = await workbook([['名称'], ...Array.from({ length: 10_001 }, (_, i) => [`行${i}`])]);
    expect(await upload(long)).toMatchObject({ success: false, message: '导入数据不能超过10000行' });
    expect(await upload(await workbook([['名称']]))).toMatchObject({ success: false, message: '文件中没有数据' });
    expect(await upload(await workbook([['甲', '乙'], ['1', '2']]))).toMatchObject({ success: false, message: '文件第一行没有可识别的列名' });
    const empty = await fetch(`${server.url}/jeecg-boot/test/item/importExcel`, { method: 'POST', headers: { 'X-Access-Token': token }, body: new FormData() });
    expect((await empty.json()).message).toBe('请选择要导入的文件');
  });
});
