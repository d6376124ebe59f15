import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { itemPage, schemaDir } from '../helpers/schemas.ts';
import { workbook } from '../helpers/sheets.ts';
import { minimalXlsx } from '../helpers/zip.ts';

const MB = 1024 * 1024;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** What a message must never show: the database's words, an error's name or a stack line. */
const LEAK = /sqlite|postgres|pg_|\bsql\b|relation |constraint|syntax error|duplicate key|column "|Error:|\bat \S+ \(|node_modules/i;

/** Upload bodies from the harmless to the nearly right: noise, noise behind a zip's or an .xls's signature, hand-made sheets of random text, and a good file with one byte changed. */
function hostileFiles(good: Buffer): fc.Arbitrary<Buffer> {
  const bytes = fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b));
  const texts = fc.array(fc.string({ unit: 'binary', maxLength: 30 }), { minLength: 1, maxLength: 4 });
  return fc.oneof(
    { weight: 2, arbitrary: bytes },
    { weight: 2, arbitrary: bytes.map((b) => Buffer.concat([ZIP, b])) },
    { weight: 1, arbitrary: bytes.map((b) => Buffer.concat([OLE, b])) },
    { weight: 2, arbitrary: texts.map((t) => minimalXlsx({ strings: ['名称', '备注', ...t], rows: [[0, 1], ...t.map((_, i) => [i + 2, i + 2])] })) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
        const changed = Buffer.from(good);
        changed[at % changed.length] = byte;
        return changed;
      }),
    },
  );
}

/**
 * Issue 14, item 2: a spreadsheet import must not be able to stop the server. Each hostile file is
 * refused with a message that names the problem, and the server keeps answering meanwhile.
 */
describe.each(testDatabases)('import limits on $name', ({ name }) => {
  let server: TestServer;
  let token: string;
  const schemas = schemaDir({ 'test-item.json': itemPage() });

  const post = async (content: Buffer, fileName = 'items.xlsx'): Promise<{ status: number; body: ApiBody }> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    const response = await fetch(`${server.url}/jeecg-boot/test/item/importExcel`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
    return { status: response.status, body: (await response.json()) as ApiBody };
  };
  const health = async () => (await fetch(`${server.url}/jeecg-boot/actuator/health`)).status;
  const names = async (query: string) => (await server.call('GET', `/test/item/list?pageSize=100&${query}`, { token })).body.result.records.map((r: { name: string }) => r.name);

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    token = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  it('refuses a small file holding one 100 MB shared string by its zip directory, answering other calls meanwhile', { timeout: 120_000 }, async () => {
    const huge = Buffer.concat([Buffer.from('<sst xmlns="x"><si><t>'), Buffer.alloc(100 * MB, 0x41), Buffer.from('</t></si></sst>')]);
    const bomb = minimalXlsx({ strings: [], rows: [[0]], sharedStrings: huge });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const [answer, during] = await Promise.all([post(bomb), health()]);
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, code: 400, message: '文件中的“xl/sharedStrings.xml”解压后有101MB，超过上限64MB，请删减内容或分批导入' },
    });
    expect(during).toBe(200);
    expect(await health()).toBe(200);
    expect(await post(await workbook([['名称'], ['炸弹之后']]))).toMatchObject({ status: 200, body: { success: true, message: '文件导入成功！数据行数：1' } });
    expect(await names('name=炸弹之后')).toEqual(['炸弹之后']);
  });

  it('stops at the configured row cap and still imports a sheet at the cap', { timeout: 120_000 }, async () => {
    const cap = server.ctx.config.importMaxRows;
    expect(cap).toBe(10_000);
    server.ctx.config.importMaxRows = 3;
    try {
      const rows = (n: number, tag: string) => [['名称'], ...Array.from({ length: n }, (_, i) => [`${tag}${i}`])];
      expect(await post(await workbook(rows(4, '超限')))).toMatchObject({ status: 200, body: { success: false, message: '导入数据不能超过3行' } });
      expect(await names('name=超限0')).toEqual([]);
      expect(await post(await workbook(rows(3, '恰好')))).toMatchObject({ body: { success: true, message: '文件导入成功！数据行数：3' } });
    } finally {
      server.ctx.config.importMaxRows = cap;
    }
  });

  it('refuses a non-zip named .xlsx, a legacy .xls and a cell past 32,767 characters, each saying why', { timeout: 120_000 }, async () => {
    expect(await post(Buffer.from('<html>not a workbook</html>'), 'items.xlsx')).toMatchObject({ status: 200, body: { success: false, message: '只能导入 .xlsx 文件' } });
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    expect(await post(xls, 'items.xls')).toMatchObject({ status: 400, body: { success: false, message: '不支持 .xls 格式，请将文件另存为 .xlsx 后再导入' } });
    const long = await workbook([['名称', '备注'], ['长文本', 'x'.repeat(32_768)]]);
    expect(await post(long)).toMatchObject({ status: 400, body: { success: false, message: '第2行第2列的内容超过32767个字符' } });
    expect(await names('name=长文本')).toEqual([]);
    expect(await health()).toBe(200);
  });

  it('runs one import at a time per user: a second one while the first is still uploading is refused', { timeout: 120_000 }, async () => {
    // The first import's body is sent in two halves: until the second half, it holds the user's place.
    const file = await workbook([['名称'], ['先到的']]);
    const boundary = '----importgate';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="first.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, file, tail]);
    const half = head.length + 10;
    const first = http.request(`${server.url}/jeecg-boot/test/item/importExcel`, {
      method: 'POST',
      headers: { 'X-Access-Token': token, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
    });
    const firstAnswer = new Promise<ApiBody>((resolve, reject) => {
      first.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as ApiBody));
      });
      first.on('error', reject);
    });
    first.write(body.subarray(0, half));

    // Until the first request has taken the place, a second one may still go through: try again.
    let second: { status: number; body: ApiBody } | undefined;
    for (let i = 0; i < 50; i += 1) {
      second = await post(await workbook([['名称'], [`后到的${i}`]]));
      if (second.status === 429) break;
    }
    expect(second).toMatchObject({ status: 429, body: { success: false, code: 429, message: '上一次导入尚未完成，请稍后再试' } });
    expect(await health()).toBe(200);

    first.end(body.subarray(half));
    expect(await firstAnswer).toMatchObject({ success: true, message: '文件导入成功！数据行数：1' });
    expect(await post(await workbook([['名称'], ['再一次']]))).toMatchObject({ status: 200, body: { success: true } });
  });

  it('answers any upload without a 5xx and without the database in its message (property, 50 runs)', { timeout: 600_000 }, async () => {
    const good = minimalXlsx({ strings: ['名称', '备注', '模糊', '测试'], rows: [[0, 1], [2, 3]] });
    const fileName = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('a.xlsx', 'a.xls', 'a.csv', '../../etc/passwd.xlsx', ''));
    await fc.assert(
      fc.asyncProperty(hostileFiles(good), fileName, async (content, file) => {
        const { status, body } = await post(content, file || 'x');
        expect(status).toBeLessThan(500);
        expect(typeof body.message).toBe('string');
        expect(body.message).not.toMatch(LEAK);
      }),
      { numRuns: 50 },
    );
    expect(await health()).toBe(200);
  });
});
