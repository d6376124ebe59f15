// yauzl ships no types and @types/yauzl is not installed: the few members the import's archive
// check uses (server/entities/checkArchive.ts), as yauzl 3's README describes them.
declare module 'yauzl' {
  export interface Entry {
    fileName: string;
    compressedSize: number;
    uncompressedSize: number;
  }
  export interface ZipFile {
    /** From the end of central directory record, before any entry is read. */
    entryCount: number;
    eachEntry(): AsyncIterableIterator<Entry>;
  }
  export interface Options {
    lazyEntries?: boolean;
    decodeStrings?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
  }
  export function fromBufferPromise(buffer: Buffer, options?: Options): Promise<ZipFile>;
  const yauzl: { fromBufferPromise: typeof fromBufferPromise };
  export default yauzl;
}
