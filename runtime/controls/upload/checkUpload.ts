import { controlMessages } from '../messages.ts';

export interface UploadLimits {
  /** The `accept` attribute: `.pdf,.doc` suffixes and/or `image/*` style types; empty accepts all. */
  accept: string;
  /** Largest file in MB. */
  fileSize: number;
}

function accepts(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const dot = name.lastIndexOf('.');
  const suffix = dot >= 0 ? name.slice(dot) : '';
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return entry === suffix;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry === type;
  });
}

/** Seed 001 upload rules: the suffix must be accepted, the size at most fileSize × 1 MB. Answers the message, or undefined. */
export function checkUpload(file: Pick<File, 'name' | 'type' | 'size'>, limits: UploadLimits): string | undefined {
  if (!accepts(file, limits.accept)) return controlMessages.uploadBadSuffix;
  if (file.size > limits.fileSize * 1024 * 1024) return controlMessages.uploadTooLarge;
  return undefined;
}
