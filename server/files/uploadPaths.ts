import { randomBytes } from 'node:crypto';
import path from 'node:path';

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_SEGMENTS = 5;

/** The folder uploads go to when the client names none (the shell's upload service sends 'temp' too). */
export const DEFAULT_BIZ = 'temp';

/**
 * The `biz` sub-folder as segments, or null when it is not made only of [A-Za-z0-9_-] segments:
 * '..', '\\', an absolute path or an empty segment is refused, never repaired.
 */
export function parseBiz(value: string | undefined): string[] | null {
  if (value === undefined || value === '') return [DEFAULT_BIZ];
  const segments = value.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return null;
  return segments;
}

/** A stored name: the upload time and 96 random bits, never anything the client sent. */
export function storedName(ext: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${stamp}_${randomBytes(12).toString('hex')}.${ext}`;
}

/** Whether a value reads as a stored path: a few plain names joined by '/', nothing that could climb. */
export function isStoredPath(relative: string): boolean {
  const segments = relative.split('/');
  const plain = (s: string) => s !== '' && !s.startsWith('.') && !/[\\\0:]/.test(s);
  return segments.length <= MAX_SEGMENTS + 1 && segments.every(plain);
}

/**
 * The absolute file a static path names, or null when it could leave the upload root: every
 * segment must be a plain name (no '', '.', '..', backslash, NUL or leading dot, which also keeps
 * the unfinished uploads of `.incoming` out of reach).
 */
export function resolveStored(root: string, relative: string): string | null {
  if (!isStoredPath(relative)) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...relative.split('/'));
  return file.startsWith(base + path.sep) ? file : null;
}
