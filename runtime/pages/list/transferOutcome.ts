import type { ImportResult, Progress } from '../../../schemas/adapter.ts';
import type { ResolveUrl } from '../../react/useResolvedUrl.ts';

/** How an import ends for the user (seed 002 section 8). */
export type ImportOutcome =
  | { kind: 'success'; message: string }
  | { kind: 'partial'; message: string; errorFileUrl?: string }
  | { kind: 'failure'; message: string };

export function importOutcome(result: ImportResult): ImportOutcome {
  return result.code === 201 ? { kind: 'partial', message: result.message, errorFileUrl: result.errorFileUrl } : { kind: 'success', message: result.message };
}

/** The address an error file is downloaded from: a stored path goes through the app's file URL. */
export function errorFileHref(url: string | undefined, fileUrl: ResolveUrl): string | Promise<string> | undefined {
  if (!url) return undefined;
  // A full address or a root-relative one (the server signs its own download links) is used as it is.
  return /^(https?:|data:|blob:|\/)/i.test(url) ? url : fileUrl(url);
}

/** A transfer's progress in whole percent, or undefined while the size is unknown. */
export function percentOf(progress: Progress): number | undefined {
  if (!progress.total) return undefined;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

const EXCEL = /\.(xls|xlsx)$/i;
/** Seed 002 section 5: the import takes only .xls and .xlsx files. */
export const isExcelFile = (name: string) => EXCEL.test(name);
