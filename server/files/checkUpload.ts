import { accountMsg } from '../routes/accountMessages.ts';
import { fileTypeOf, type FileType } from './fileTypes.ts';

export interface ReceivedFile {
  ext: string;
  /** The Content-Type the client declared for the part. */
  declaredType: string;
  /** The first bytes of the content (HEAD_BYTES or fewer). */
  head: Buffer;
  size: number;
  /** Whether any byte of the content is NUL (text files must have none). */
  hasNul: boolean;
}

/** Browsers declare this for any type they do not know; it says nothing, so it is accepted. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** Why a received file is refused, or its type when it may be stored. */
export function checkUpload(file: ReceivedFile): { refused: string } | { type: FileType } {
  const type = fileTypeOf(file.ext);
  if (!type) return { refused: accountMsg.uploadExtension };
  if (file.size === 0) return { refused: accountMsg.uploadEmpty };
  const declared = file.declaredType.split(';')[0].trim().toLowerCase();
  if (!GENERIC_TYPES.has(declared) && !type.declared.includes(declared)) return { refused: accountMsg.uploadDeclaredType };
  const contentFits = type.magic ? type.magic(file.head) : !file.hasNul;
  if (!contentFits) return { refused: accountMsg.uploadContent };
  return { type };
}
