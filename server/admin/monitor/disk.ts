import fs from 'node:fs';
import path from 'node:path';
import { uploadRoot } from '../../files/uploadRoot.ts';
import { monitorMsg } from './messages.ts';

/** One file system as the server sees it; names only, never the directory's path. */
export interface DiskFigures {
  name: 'data' | 'upload';
  label: string;
  /** False while nothing was uploaded: the figures are then those of the directory that will hold it. */
  exists: boolean;
  totalBytes: number;
  freeBytes: number;
  /** What this process may still write (free less the blocks kept for root). */
  availableBytes: number;
  usedBytes: number;
  /** Used share of the whole, 0-100 with two decimals. */
  usedPercent: number;
}

/** The directory itself, or the nearest one above it that exists (the upload folder is made on first use). */
function existingDir(dir: string): string {
  let current = dir;
  while (!fs.existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return current;
}

function figures(name: DiskFigures['name'], label: string, dir: string): DiskFigures {
  const stats = fs.statfsSync(existingDir(dir));
  const totalBytes = stats.blocks * stats.bsize;
  const freeBytes = stats.bfree * stats.bsize;
  const usedBytes = totalBytes - freeBytes;
  const usedPercent = totalBytes === 0 ? 0 : Math.round((usedBytes / totalBytes) * 10_000) / 100;
  return {
    name, label, exists: fs.existsSync(dir),
    totalBytes, freeBytes, availableBytes: stats.bavail * stats.bsize, usedBytes, usedPercent,
  };
}

/** The file systems under DATA_DIR (the embedded database) and its upload folder. */
export function diskFigures(dataDir: string): DiskFigures[] {
  return [
    figures('data', monitorMsg.dataDir, dataDir),
    figures('upload', monitorMsg.uploadDir, uploadRoot(dataDir)),
  ];
}
