import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Revalidate every time (a 304 when unchanged): index.html names the current build's assets. */
export const NO_CACHE = 'no-cache';
/** Vite names every file under assets/ by its content hash: a changed file is a new name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';

/** The encodings the build writes beside each file (scripts/precompress.ts). */
const encodedSuffix = /\.(br|gz)$/;

export function cacheControlFor(staticDir: string, file: string): string {
  const relative = path.relative(staticDir, file.replace(encodedSuffix, '')).split(path.sep);
  return relative.length > 1 && relative[0] === 'assets' ? HASHED_ASSET : NO_CACHE;
}

/**
 * The built front end: brotli or gzip files the build wrote beside each asset when the browser
 * accepts them, hashed assets cached for a year and everything else revalidated.
 */
export async function installStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!fs.existsSync(staticDir)) return;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // send's own header (max-age=0) would overwrite the one set below.
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('cache-control', cacheControlFor(staticDir, file));
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
