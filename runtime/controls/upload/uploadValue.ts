import type { UploadFile } from 'antd';

/** The stored value: the paths of the uploaded files, comma separated. */
export function pathsOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The antd file list of a stored value; a done file keeps its path in `response`. The address to
 * open it at is filled in later (`useFileAddresses`): it is signed by the server.
 */
export function filesOf(value: unknown): UploadFile<string>[] {
  return pathsOf(value).map((path, i) => ({
    uid: `stored-${i}-${path}`,
    name: path.slice(path.lastIndexOf('/') + 1) || path,
    status: 'done',
    response: path,
  }));
}

/**
 * The value to store for a file list, or undefined while any file is not done: as the older
 * upload component, the value changes only when every file is done (or one is removed).
 */
export function valueOf(files: UploadFile<string>[]): string | undefined {
  if (!files.every((file) => file.status === 'done')) return undefined;
  return files
    .map((file) => file.response ?? '')
    .filter(Boolean)
    .join(',');
}

/** Seed 001 "Upload component notes": a file name is shown cut to 5 characters. */
export const SHORT_NAME_LENGTH = 5;

/** The name as a file card shows it: its first 5 characters and '…' when longer. */
export function shortName(name: string, length = SHORT_NAME_LENGTH): string {
  const chars = [...name];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : name;
}

export type MoveResult<T> = { files: T[] } | { warning: string };

/**
 * The list with one file moved a place left (-1) or right (+1). As the older picture uploader:
 * moving the first file left is 'an unknown operation', moving the last right says it is at the end.
 */
export function moveFile<T extends { uid: string }>(files: T[], uid: string, step: -1 | 1, messages: { unknown: string; atEnd: string }): MoveResult<T> {
  const at = files.findIndex((file) => file.uid === uid);
  if (at < 0 || (step === -1 && at === 0)) return { warning: messages.unknown };
  if (step === 1 && at === files.length - 1) return { warning: messages.atEnd };
  const next = [...files];
  [next[at], next[at + step]] = [next[at + step], next[at]];
  return { files: next };
}
