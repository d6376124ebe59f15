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
