import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that shows the bytes as sent: fetch would decompress them and hide content-encoding. */
function get(base: string, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: urlPath, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A build in miniature: index.html, a hashed script under assets/, a file of public/. */
function buildStaticDir(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `安置户${i}` })))};\n`;
  fs.writeFileSync(path.join(dir, 'assets/index-AbC123xy.js'), script);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div>${' '.repeat(1200)}</body></html>`);
  fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, script };
}

const YEAR = 'public, max-age=31536000, immutable';

function expectSecurityHeaders(response: RawResponse): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe.each(testDatabases)('security headers and static files on $name', ({ name }) => {
  let server: TestServer;
  let staticDir: string;
  let script: string;
  beforeAll(async () => {
    ({ dir: staticDir, script } = buildStaticDir());
    await precompressDir(staticDir);
    server = await startTestServer(name, { staticDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('the build writes brotli and gzip copies beside files worth compressing, not beside tiny ones', () => {
    expect(fs.existsSync(path.join(staticDir, 'assets/index-AbC123xy.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(staticDir, 'assets/index-AbC123xy.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(staticDir, 'logo.svg.br'))).toBe(false);
  });

  it('API answers carry the headers, a refused request too', async () => {
    expectSecurityHeaders(await get(server.url, '/jeecg-boot/actuator/health'));
    const refused = await get(server.url, '/jeecg-boot/sys/user/list');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused);
  });

  it('a hashed asset is cached for a year and sent as brotli, gzip or plain as the browser accepts', async () => {
    const br = await get(server.url, '/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(YEAR);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expectSecurityHeaders(br);

    const gz = await get(server.url, '/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(YEAR);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(server.url, '/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(YEAR);
    expect(plain.body.toString()).toBe(script);
  });

  it('index.html, public files and client routes are revalidated every time and carry the policy', async () => {
    for (const urlPath of ['/', '/index.html', '/logo.svg', '/isystem/user']) {
      const response = await get(server.url, urlPath, { 'accept-encoding': 'gzip, br' });
      expect(response.status, urlPath).toBe(200);
      expect(response.headers['cache-control'], urlPath).toBe('no-cache');
      expectSecurityHeaders(response);
    }
    const route = await get(server.url, '/isystem/user');
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.body.toString()).toContain('<div id="root">');
  });
});
