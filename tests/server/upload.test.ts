import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { accountTables } from '../../server/files/tables.ts';
import { signStaticPath } from '../../server/files/staticLinks.ts';

/** A 1×1 PNG, the smallest real picture. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A GET with the path sent exactly as written: fetch would resolve '../' before sending. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(testDatabases)('uploads on $name', ({ name }) => {
  let server: TestServer;
  let token: string;

  const upload = async (content: Buffer, fileName: string, fields: Record<string, string> = {}, options: { token?: string | null; type?: string } = {}) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(content)], options.type ? { type: options.type } : {}), fileName);
    const headers: Record<string, string> = {};
    const auth = options.token === undefined ? token : options.token;
    if (auth) headers['X-Access-Token'] = auth;
    const response = await fetch(`${server.url}/jeecg-boot/sys/common/upload`, { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as ApiBody };
  };
  const sign = (paths: unknown, auth: string | null = token) => server.call('POST', '/sys/common/static/sign', { token: auth ?? undefined, body: { paths } });
  /** The file behind a stored path, through the signed address the sign endpoint answers. */
  const served = async (stored: string) => {
    const { body } = await sign([stored]);
    const url = (body.result as Record<string, string>)[stored];
    expect(url).toMatch(/^\/jeecg-boot\/sys\/common\/static\/.+\?expires=\d+&sig=[0-9a-f]{64}$/);
    return fetch(`${server.url}${url}`);
  };
  const root = () => path.join(server.database.dataDir, 'upload');

  beforeAll(async () => {
    server = await startTestServer(name);
    token = await server.login('jeecg');
  });
  afterAll(() => {
    // A streamed file's last bytes reach the client just before the server ends the response, so
    // a keep-alive connection may still count as busy when the server closes and hold the close
    // for the keep-alive timeout (72 s). Every response has been read by now: drop them all.
    server.app.server.closeAllConnections();
    return server.close();
  });

  it('stores an allowed file under biz with a generated name, records it, and serves it back identical', async () => {
    const { status, body } = await upload(PNG, '我的头像.png', { biz: 'avatar' }, { type: 'image/png' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 0, result: null });
    expect(body.message).toMatch(/^avatar\/\d{14}_[0-9a-f]{24}\.png$/);
    expect(body.message).not.toContain('头像');
    expect(fs.readFileSync(path.join(root(), body.message))).toEqual(PNG);

    const response = await served(body.message);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);

    const row = await accountTables(server.ctx.db).selectFrom('appUpload').selectAll().where('path', '=', body.message).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ biz: 'avatar', originalName: '我的头像.png', size: PNG.length, contentType: 'image/png', username: 'jeecg' });
    expect(row.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('serves documents as attachments, defaults biz to temp, and accepts nested biz and the rich-text folder', async () => {
    const pdf = await upload(PDF, 'report.PDF');
    expect(pdf.body.message).toMatch(/^temp\/\d{14}_[0-9a-f]{24}\.pdf$/);
    const response = await served(pdf.body.message);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);

    expect((await upload(PNG, 'a.png', { biz: 'jeditor' })).body.message).toMatch(/^jeditor\//);
    expect((await upload(Buffer.from('名称,数量\n一号,5\n'), 'rows.csv', { biz: 'party/2026_q1', isup: '1' }, { type: 'text/csv' })).body.message)
      .toMatch(/^party\/2026_q1\/.+\.csv$/);
  });

  it.each([
    ['an extension outside the allow-list', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', undefined, '上传失败！该后缀文件不允许上传'],
    ['an executable', Buffer.from('MZ'), 'setup.exe', undefined, '上传失败！该后缀文件不允许上传'],
    ['a file without extension', PNG, 'picture', undefined, '上传失败！该后缀文件不允许上传'],
    ['a .png that is really text', Buffer.from('just some words, not a picture'), 'fake.png', 'image/png', '上传失败！文件内容与扩展名不符'],
    ['a .pdf that is really a PNG', PNG, 'paper.pdf', undefined, '上传失败！文件内容与扩展名不符'],
    ['a .txt holding NUL bytes', Buffer.from([0x41, 0x00, 0x42]), 'notes.txt', 'text/plain', '上传失败！文件内容与扩展名不符'],
    ['a .png declared as HTML', PNG, 'page.png', 'text/html', '上传失败！文件类型与扩展名不符'],
    ['an empty file', Buffer.alloc(0), 'empty.txt', undefined, '上传失败！文件内容为空'],
  ])('refuses %s', async (_case, content, fileName, type, message) => {
    const { status, body } = await upload(content, fileName, {}, { type });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message });
  });

  it('refuses a file over the 10 MB default and leaves nothing behind', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
    const { body } = await upload(big, 'big.png');
    expect(body).toMatchObject({ success: false, message: '上传失败！文件大小超出限制，请检查！（最大10MB）' });
    expect(fs.readdirSync(path.join(root(), '.incoming'))).toEqual([]);
  });

  it.each(['..', '../etc', 'a/../../b', 'a\\b', '/abs', 'a//b', 'a b', '.hidden', 'a/./b'])('refuses biz %j', async (biz) => {
    const { body } = await upload(PNG, 'a.png', { biz });
    expect(body).toMatchObject({ success: false, message: '上传失败！业务目录只能由字母、数字、下划线和短横线组成' });
  });

  it('refuses an anonymous upload with 401 and an upload without a file', async () => {
    const anonymous = await upload(PNG, 'a.png', {}, { token: null });
    expect(anonymous.status).toBe(401);
    const form = new FormData();
    form.append('biz', 'avatar');
    const response = await fetch(`${server.url}/jeecg-boot/sys/common/upload`, { method: 'POST', headers: { 'X-Access-Token': token }, body: form });
    expect(await response.json()).toMatchObject({ success: false, message: '上传失败！请选择要上传的文件' });
  });

  it('serves a file only at a signed address, and refuses an unsigned, expired or tampered one with 403', async () => {
    const { body } = await upload(PNG, 'a.png', { biz: 'avatar' });
    const stored = body.message;
    const signed = await sign([stored]);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ success: true });
    const url = new URL(signed.body.result[stored] as string, server.url);
    const expires = Number(url.searchParams.get('expires'));
    // About an hour (STATIC_URL_TTL_SECONDS), rounded down to a twelfth of it.
    expect(expires).toBeGreaterThan(Date.now() + 54 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(PNG);
    expect(ok.headers.get('cache-control')).toMatch(/^private, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(ok.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(3600);
    // Other query parameters (the old client's _t) do not matter.
    const again = await fetch(`${url.href}&_t=1`);
    expect(again.status).toBe(200);
    await again.arrayBuffer();

    const sig = url.searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const expired = new URL(await signStaticPath(server.ctx.db, stored, 60_000, Date.now() - 2 * 3600_000), server.url);
    const other = await upload(PNG, 'b.png', { biz: 'avatar' });
    const refused = [
      `/jeecg-boot/sys/common/static/${stored}`,
      `/jeecg-boot/sys/common/static/${stored}?expires=${expires}`,
      `/jeecg-boot/sys/common/static/${stored}?expires=${expires}&sig=${flipped}`,
      `/jeecg-boot/sys/common/static/${stored}?expires=${expires + 1000}&sig=${sig}`,
      `/jeecg-boot/sys/common/static/${stored}?expires=${expires}&sig=${sig.slice(0, 40)}`,
      `/jeecg-boot/sys/common/static/${other.body.message}?expires=${expires}&sig=${sig}`,
      `${expired.pathname}${expired.search}`,
    ];
    for (const rawPath of refused) {
      const response = await rawGet(server.url, rawPath);
      expect({ rawPath, status: response.status }).toEqual({ rawPath, status: 403 });
      expect(JSON.parse(response.body)).toMatchObject({ success: false, code: 403, message: '文件链接无效或已过期，请刷新页面后重试' });
    }
    // A token is never read from the query string, nor does the header stand in for a signature.
    expect((await rawGet(server.url, `/jeecg-boot/sys/common/static/${stored}?token=${token}`)).status).toBe(403);
    const withHeader = await fetch(`${server.url}/jeecg-boot/sys/common/static/${stored}`, { headers: { 'X-Access-Token': token } });
    expect(withHeader.status).toBe(403);
    await withHeader.arrayBuffer();
  });

  it('signs only existing stored paths, for a session, at most 100 at a time', async () => {
    const { body } = await upload(PNG, 'a.png', { biz: 'avatar' });
    expect((await sign([body.message], null)).status).toBe(401);

    fs.writeFileSync(path.join(server.database.dataDir, 'secret.txt'), 'outside');
    const outside = ['../secret.txt', 'avatar/../../secret.txt', '/etc/passwd', '.incoming/x', 'avatar\\..\\x', 'avatar/none.png', 'avatar', ''];
    const answer = await sign([body.message, body.message, ...outside]);
    expect(answer.body).toMatchObject({ success: true });
    expect(Object.keys(answer.body.result)).toEqual([body.message]);

    for (const bad of [undefined, 'avatar/a.png', [1], Array.from({ length: 101 }, (_, i) => `temp/${i}.png`)]) {
      const refused = await sign(bad);
      expect(refused.body).toMatchObject({ success: false, message: '参数不正确：paths 应为不超过100个文件路径的数组' });
    }
    expect((await sign(Array.from({ length: 100 }, () => body.message))).body.result).toEqual({ [body.message]: expect.any(String) });
  });

  it('never serves anything outside the upload root, even with a valid signature for the path asked', async () => {
    const { body } = await upload(PNG, 'a.png', { biz: 'avatar' });
    fs.writeFileSync(path.join(server.database.dataDir, 'secret.txt'), 'outside');
    fs.writeFileSync(path.join(root(), '.incoming', 'pending'), 'unfinished');
    fs.symlinkSync(path.join(server.database.dataDir, 'secret.txt'), path.join(root(), 'avatar', 'link.txt'));
    const refused = [
      '../secret.txt',
      'avatar/../../secret.txt',
      '%2e%2e/secret.txt',
      'avatar/%2e%2e%2f%2e%2e%2fsecret.txt',
      '..%5csecret.txt',
      '/etc/passwd',
      '%2fetc%2fpasswd',
      encodeURIComponent(path.join(server.database.dataDir, 'app.db')),
      '.incoming/pending',
      'avatar/link.txt',
      'avatar',
      'avatar/none.png',
    ];
    // The sign endpoint refuses every one of them...
    expect((await sign(refused.map((raw) => decodeURIComponent(raw)))).body.result).toEqual({});
    for (const raw of refused) {
      // ...and a signature made for exactly the path the server reads does not lead out either.
      const signed = new URL(await signStaticPath(server.ctx.db, decodeURIComponent(raw), 60_000), server.url);
      const rawPath = `/jeecg-boot/sys/common/static/${raw}${signed.search}`;
      const response = await rawGet(server.url, rawPath);
      expect({ rawPath, status: response.status }).toEqual({ rawPath, status: 404 });
      expect(response.body).not.toContain('outside');
      expect(response.body).not.toContain('unfinished');
    }
    const inside = await served(body.message);
    expect(inside.status).toBe(200);
    expect(Buffer.from(await inside.arrayBuffer())).toEqual(PNG);
  });
});
