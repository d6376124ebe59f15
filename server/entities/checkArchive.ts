import yauzl, { type ZipFile } from 'yauzl';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import type { ImportLimits } from './importLimits.ts';

const MB = 1024 * 1024;

/** A refusal of the file itself: the client sent something that will never import. */
export const refuse = (message: string): ApiError => new ApiError(message, 400, 400);

/** An entry's name as the message shows it: the name comes from the file, so it is cut short. */
const shown = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

const mb = (bytes: number) => Math.ceil(bytes / MB);

/**
 * Reads the .xlsx's central directory (the sizes the zip declares, nothing unpacked) and refuses
 * a file past a limit, naming it. A directory that lies about its sizes is caught later by the
 * reader's heap and time limits (readSheet.ts); this check answers the honest bomb at once.
 */
export async function checkArchive(buffer: Buffer, limits: ImportLimits): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw new ApiError(msg.importUnreadable);
  }
  if (zip.entryCount > limits.entries) throw refuse(fill(msg.importArchiveEntries, { count: zip.entryCount, max: limits.entries }));
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const { fileName, compressedSize, uncompressedSize } = entry;
      if (uncompressedSize > limits.entryBytes) {
        throw refuse(fill(msg.importArchiveEntry, { name: shown(fileName), mb: mb(uncompressedSize), max: mb(limits.entryBytes) }));
      }
      if (uncompressedSize > limits.ratioFrom && uncompressedSize > compressedSize * limits.ratio) {
        const ratio = compressedSize > 0 ? Math.round(uncompressedSize / compressedSize) : uncompressedSize;
        throw refuse(fill(msg.importArchiveRatio, { name: shown(fileName), ratio, max: limits.ratio }));
      }
      total += uncompressedSize;
      if (total > limits.totalBytes) throw refuse(fill(msg.importArchiveTotal, { max: mb(limits.totalBytes) }));
    }
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(msg.importUnreadable);
  }
}
