import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPES } from '../../server/files/fileTypes.ts';
import { accountMsg } from '../../server/routes/accountMessages.ts';
import { testDatabases } from '../helpers/databases.ts';
import { startTestServer, type ApiBody, type TestServer } from '../helpers/server.ts';

/**
 * Whatever a client sends to the upload endpoint (any file name, extension, declared type, leading
 * bytes, size and folder), it answers an envelope and never a server error; a stored file sits
 * under a name the server made, holding exactly what was sent; a refusal says so in one of the
 * upload messages, with no path, no database words and no trace of the server's folders.
 * Bodies are written by hand so names and types reach the server as sent (fetch's FormData escapes them).
 */
// PROPERTY_RUNS raises it for a longer hunt.
const RUNS = Number(process.env.PROPERTY_RUNS) || 60;
/** A small limit, so that sizes above it are cheap to send. */
const LIMIT_MB = 0.01;
const LIMIT_BYTES = Math.floor(LIMIT_MB * 1024 * 1024);

const DENIED = ['sqlite', 'postgres', 'kysely', 'select ', 'insert ', 'constraint', 'syntax', 'undefined', 'error:', 'enoent', 'eexist', 'eacces', '    at ', '/tmp', '.incoming', 'upload/'];

const ALLOWED = Object.keys(FILE_TYPES);
const extensions = fc.oneof(
  fc.constantFrom(...ALLOWED),
  fc.constantFrom(...ALLOWED).map((ext) => ext.toUpperCase()),
  fc.constantFrom('svg', 'html', 'htm', 'exe', 'php', 'js', 'sh', 'jsp', 'png.exe', '', ' ', 'png ', 'png\u0000', 'pdf/', 'png;.jpg'),
  fc.string({ maxLength: 6 }),
);
const stems = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', '.', '..', '../../etc/passwd', '..\\..\\windows\\win', '/etc/passwd', 'C:\\boot', '.incoming/x', 'temp/../../x', '%2e%2e%2fx', 'a"b', "a'b", 'a;b', 'con', 'x'.repeat(400), '我的头像', 'a\r\nContent-Type: text/html\r\n\r\n'),
);
const names = fc.tuple(stems, extensions).map(([stem, ext]) => (ext === '' ? stem : `${stem}.${ext}`));
const declaredTypes = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...new Set(Object.values(FILE_TYPES).flatMap((type) => [...type.declared, type.contentType]))),
  fc.constantFrom('', 'application/octet-stream', 'text/html', 'image/svg+xml', 'application/x-msdownload', 'IMAGE/PNG', 'image/png; charset=utf-8', 'multipart/form-data', ';;;', 'a'.repeat(300)),
  fc.string({ maxLength: 30 }),
);
/** Each allowed type's leading bytes, so that some uploads pass every check. */
const MAGIC = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0xff, 0xd8, 0xff], [0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  [...Buffer.from('GIF89a')], [...Buffer.from('%PDF-1.7')], [...Buffer.from('BM')], [...Buffer.from('RIFF\0\0\0\0WEBP')], [...Buffer.from('Rar!\x1a\x07', 'latin1')],
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], [...Buffer.from('ID3')], [0, 0, 0, 0x18, ...Buffer.from('ftyp')], [...Buffer.from('plain text, no NUL')],
].map((bytes) => Buffer.from(bytes));
const heads = fc.oneof(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 16 }).map((bytes) => Buffer.from(bytes)));
const sizes = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2048 }), fc.integer({ min: LIMIT_BYTES - 16, max: LIMIT_BYTES + 64 }));
/** Text-like filler (no NUL) or random bytes. */
const fillers = fc.boolean();
const bizes = fc.oneof(fc.constant(undefined), fc.constantFrom('temp', 'avatar', 'a/b/c', '../x', '/abs', 'a//b', '.incoming', 'x'.repeat(70), '中文', ''), fc.string({ maxLength: 12 }));

/** How the body is put together besides the one file part: the ways a client can get multipart wrong. */
const SHAPES = ['one file', 'two files', 'file as a field', 'file under another name', 'many fields', 'cut short', 'no closing boundary', 'other boundary', 'no parts'] as const;
type Shape = (typeof SHAPES)[number];

interface Upload { name: string; type: string | undefined; content: Buffer; biz: string | undefined; shape?: Shape }

const anyUpload: fc.Arbitrary<Upload> = fc.record({ name: names, type: declaredTypes, head: heads, size: sizes, text: fillers, biz: bizes })
  .map(({ name, type, head, size, text, biz }) => {
    const rest = Math.max(0, size - head.length);
    const filler = text ? Buffer.alloc(rest, 'a') : randomBytes(rest);
    return { name, type, content: Buffer.concat([head, filler]).subarray(0, size), biz };
  });

/** The leading bytes each allowed extension needs (text types: none, and no NUL anywhere). */
const HEAD_OF: Record<string, Buffer> = {
  jpg: MAGIC[1], jpeg: MAGIC[1], png: MAGIC[0], gif: MAGIC[4], bmp: MAGIC[6], webp: MAGIC[7], pdf: MAGIC[5],
  doc: MAGIC[3], xls: MAGIC[3], ppt: MAGIC[3], docx: MAGIC[2], xlsx: MAGIC[2], pptx: MAGIC[2], zip: MAGIC[2],
  txt: MAGIC[12], csv: MAGIC[12], rar: MAGIC[8], '7z': MAGIC[9], mp3: MAGIC[10], mp4: MAGIC[11],
};

/** An upload that fits its extension, under any name: these must be stored, and only under generated names. */
const fittingUpload: fc.Arbitrary<Upload> = fc.record({
  stem: stems,
  ext: fc.constantFrom(...ALLOWED),
  upper: fc.boolean(),
  typeAt: fc.nat(),
  generic: fc.constantFrom(undefined, 'application/octet-stream', null),
  size: fc.integer({ min: 16, max: 2048 }),
  biz: fc.constantFrom(undefined, 'temp', 'avatar', 'a/b_c/d-e'),
}).map(({ stem, ext, upper, typeAt, generic, size, biz }) => {
  const declared = FILE_TYPES[ext].declared;
  const type = generic === null ? declared[typeAt % declared.length] : generic;
  const head = HEAD_OF[ext];
  const text = FILE_TYPES[ext].kind === 'text';
  // Some heads (mp4's box header) are longer than the smallest size drawn: the file is then the head alone.
  const rest = Math.max(0, size - head.length);
  const filler = text ? Buffer.alloc(rest, '中') : randomBytes(rest);
  return { name: `${stem}.${upper ? ext.toUpperCase() : ext}`, type, content: Buffer.concat([head, filler]), biz };
});

const uploads = fc.tuple(fc.oneof(anyUpload, fittingUpload), fc.oneof({ arbitrary: fc.constant<Shape>('one file'), weight: 4 }, { arbitrary: fc.constantFrom(...SHAPES), weight: 1 }))
  .map(([upload, shape]) => ({ ...upload, shape }));

/** The multipart body, byte for byte: what a client can send, not what a browser would. */
function multipart(upload: Upload): { body: Buffer; boundary: string } {
  const boundary = `----property${randomBytes(12).toString('hex')}`;
  const shape = upload.shape ?? 'one file';
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const filePart = (name: string) => {
    const typeLine = upload.type === undefined ? '' : `Content-Type: ${upload.type}\r\n`;
    const header = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${upload.name}"\r\n${typeLine}\r\n`;
    return Buffer.concat([Buffer.from(header), upload.content, Buffer.from('\r\n')]);
  };
  const parts: Buffer[] = [];
  if (upload.biz !== undefined) parts.push(field('biz', upload.biz));
  if (shape === 'many fields') for (let i = 0; i < 30; i += 1) parts.push(field(`f${i}`, 'x'));
  if (shape === 'file as a field') parts.push(field('file', upload.content.toString('latin1')));
  else if (shape === 'file under another name') parts.push(filePart('upload'));
  else if (shape !== 'no parts') parts.push(filePart('file'));
  if (shape === 'two files') parts.push(filePart('file'));
  const body = Buffer.concat([...parts, Buffer.from(shape === 'no closing boundary' ? '' : `--${boundary}--\r\n`)]);
  if (shape === 'cut short') return { body: body.subarray(0, Math.floor(body.length / 2)), boundary };
  return { body, boundary: shape === 'other boundary' ? `${boundary}x` : boundary };
}

const UPLOAD_MESSAGES = new Set<string>(Object.entries(accountMsg).filter(([key]) => key.startsWith('upload')).map(([, text]) => text));

/** Every file under a folder, relative to it. */
function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(folder, entry)).isFile());
}

describe.each(testDatabases)('upload endpoint properties on $name', ({ name }) => {
  let server: TestServer;
  let token: string;
  const before = process.env.UPLOAD_MAX_MB;

  beforeAll(async () => {
    process.env.UPLOAD_MAX_MB = String(LIMIT_MB);
    server = await startTestServer(name);
    token = await server.login('jeecg');
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.UPLOAD_MAX_MB;
    else process.env.UPLOAD_MAX_MB = before;
    server.app.server.closeAllConnections();
    await server.close();
  });

  it('never answers a server error, stores only under generated names, and never leaks a path or database words', async () => {
    const root = path.join(server.database.dataDir, 'upload');
    const outcomes = { stored: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(uploads, async (upload) => {
        const { body: payload, boundary } = multipart(upload);
        const storedBefore = new Set(filesUnder(root));
        const response = await fetch(`${server.url}/jeecg-boot/sys/common/upload`, {
          method: 'POST',
          headers: { 'X-Access-Token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: new Uint8Array(payload),
        });
        const where = `${upload.shape}: ${JSON.stringify(upload.name)} ${JSON.stringify(upload.type)} biz=${JSON.stringify(upload.biz)} ${upload.content.length} B head=${upload.content.subarray(0, 16).toString('hex')}`;
        expect(response.status, where).toBeLessThan(500);
        const body = (await response.json()) as ApiBody;
        expect(body, where).toMatchObject({ success: expect.any(Boolean), code: expect.any(Number), message: expect.any(String) });
        const added = filesUnder(root).filter((file) => !storedBefore.has(file));
        if (body.success) {
          expect(body.message, where).toMatch(/^([A-Za-z0-9_-]{1,64}\/){1,5}\d{14}_[0-9a-f]{24}\.[a-z0-9]{2,4}$/);
          expect(added.map((file) => file.split(path.sep).join('/')), where).toEqual([body.message]);
          expect(fs.readFileSync(path.join(root, body.message)).equals(upload.content), where).toBe(true);
          expect(upload.content.length, where).toBeLessThanOrEqual(LIMIT_BYTES);
          outcomes.stored += 1;
          return;
        }
        outcomes.refused += 1;
        // Nothing is kept of a refused upload, not even in the unfinished folder.
        expect(added, where).toEqual([]);
        expect(UPLOAD_MESSAGES.has(body.message) || /^上传失败！文件大小超出限制/.test(body.message), `${where}: ${body.message}`).toBe(true);
        for (const word of DENIED) expect(body.message.toLowerCase(), `${where}: ${body.message}`).not.toContain(word);
        expect(body.message, where).not.toContain(server.database.dataDir);
      }),
      { numRuns: RUNS },
    );
    // Both sides were tried: the runs are not all refusals of one kind.
    expect(outcomes.stored).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  }, 600_000);
});
