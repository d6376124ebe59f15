/**
 * What one spreadsheet import may cost. A crafted .xlsx is small on the wire and huge once
 * unpacked (a 104 KB file held one 100 MB shared string), so each limit stops a different way
 * of growing: the zip's directory is checked before anything is unpacked (checkArchive.ts), the
 * sheet is read in a worker with a heap and a time limit, and the reader stops at the first cap.
 */
export interface ImportLimits {
  /** Data rows below the header (IMPORT_MAX_ROWS). */
  rows: number;
  /** Entries in the zip: a workbook has a few dozen. */
  entries: number;
  /** One entry unpacked, in bytes (covers xl/sharedStrings.xml: a huge shared string is refused unread). */
  entryBytes: number;
  /** All entries unpacked, in bytes. */
  totalBytes: number;
  /** Unpacked / packed for an entry past `ratioFrom` bytes: sheet XML packs about 10:1, a bomb 1000:1. */
  ratio: number;
  ratioFrom: number;
  /** One cell's text: Excel's own limit, so every file Excel writes passes. */
  cellChars: number;
  /** All cells' text: shared strings let a small file repeat one long text in every cell. */
  textChars: number;
  /** Data rows × header columns: a far-right cell would otherwise widen every row. */
  cells: number;
  /** The reader's heap (V8 old generation) and its time; past either it is stopped. */
  workerHeapMb: number;
  workerMs: number;
  /** Workers reading at once on this server, over all users. */
  concurrent: number;
}

const MB = 1024 * 1024;

/** The limits with the configured row cap (config.importMaxRows). */
export function importLimits(rows: number): ImportLimits {
  return {
    rows,
    entries: 1_000,
    entryBytes: 64 * MB,
    totalBytes: 128 * MB,
    ratio: 200,
    ratioFrom: MB,
    cellChars: 32_767,
    textChars: 32 * MB,
    cells: 2_000_000,
    workerHeapMb: 256,
    workerMs: 30_000,
    concurrent: 2,
  };
}
