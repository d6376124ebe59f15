/**
 * Brotli and gzip copies beside each compressible file of the build (`x.js.br`, `x.js.gz`), which
 * the server sends as they are (@fastify/static `preCompressed`): compressed once at build time at
 * the best levels instead of on every response. Run by the Vite build (vite.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(js|mjs|css|html|svg|json|txt|wasm|ttf|otf)$/;
/** Below this a compressed copy saves less than the request around it. */
const MIN_BYTES = 1024;
/** Brotli's best level takes ten times level 9's time for the last 8-10 %: past this size (the code
 *  editor's 4 MB) a build would wait near a minute for it. */
const BEST_LEVEL_MAX_BYTES = 1024 * 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes the copies for every file of `dir`; returns how many files got them. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: body.length <= BEST_LEVEL_MAX_BYTES ? zlib.constants.BROTLI_MAX_QUALITY : 9,
          [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller is not written: the server then sends the file itself.
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}
