import fs from 'node:fs';
import path from 'node:path';
import { resolveStored } from './uploadPaths.ts';

/**
 * The regular file a stored path names, or null: the path must pass the stored-path rules, and its
 * real location (after links) must still be inside the upload root, so a link inside the folder
 * does not lead out of it either. Serving and signing both ask here, so nothing is signed that
 * would not be served.
 */
export async function findStored(root: string, relative: string): Promise<{ file: string; size: number } | null> {
  const file = resolveStored(root, relative);
  if (!file) return null;
  const real = await fs.promises.realpath(file).catch(() => null);
  const realRoot = await fs.promises.realpath(root).catch(() => null);
  if (!real || !realRoot || !real.startsWith(realRoot + path.sep)) return null;
  const stat = await fs.promises.stat(real).catch(() => null);
  return stat?.isFile() ? { file: real, size: stat.size } : null;
}
