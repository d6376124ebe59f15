import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';

/** The first sheet of a workbook: its header row and the rows below it, by their sheet row number. */
export interface Sheet {
  header: string[];
  rows: { number: number; cells: unknown[] }[];
}

const XLS_MS = 15_000;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A cell's value without exceljs's wrappers: rich text, formulas and links become their value. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined || value instanceof Date) return value ?? null;
  if (typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText)) return v.richText.map((part: { text?: string }) => part.text ?? '').join('');
  if ('result' in v) return plain(v.result);
  if ('text' in v) return plain(v.text);
  return null;
}

const tooMany = (max: number) => new ApiError(fill(msg.importTooManyRows, { max }));

const isBlank = (cells: unknown[]) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

function toSheet(table: { number: number; cells: unknown[] }[]): Sheet {
  const [head, ...rows] = table.filter((row) => !isBlank(row.cells));
  return {
    header: (head?.cells ?? []).map((c) => (c === null || c === undefined ? '' : String(plain(c)).trim())),
    rows,
  };
}

async function readXlsx(buffer: Buffer, maxRows: number): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  if (sheet.actualRowCount > maxRows + 1) throw tooMany(maxRows);
  const table: { number: number; cells: unknown[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    table.push({ number, cells: Array.from(values, plain) });
  });
  return toSheet(table);
}

function readXls(buffer: Buffer): Promise<Sheet> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./readXlsWorker.mjs', import.meta.url), { workerData: buffer });
    const timer = setTimeout(() => void worker.terminate(), XLS_MS);
    worker.once('message', (json: string) => {
      clearTimeout(timer);
      void worker.terminate();
      const rows = JSON.parse(json) as unknown[][];
      resolve(toSheet(rows.map((cells, i) => ({ number: i + 1, cells: Array.isArray(cells) ? cells : [] }))));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('the .xls reader stopped without an answer'));
    });
  });
}

/**
 * Reads an uploaded workbook, told apart by its first bytes: .xlsx (a zip) with exceljs, .xls (an
 * OLE file) with SheetJS in a worker. Anything else, a file that cannot be read, or one with more
 * than maxRows rows below its header, is refused.
 */
export async function readSheet(buffer: Buffer, maxRows: number): Promise<Sheet> {
  const isZip = buffer.subarray(0, 4).equals(ZIP);
  const isOle = buffer.subarray(0, 8).equals(OLE);
  if (!isZip && !isOle) throw new ApiError(msg.importWrongType);
  let sheet: Sheet;
  try {
    sheet = isZip ? await readXlsx(buffer, maxRows) : await readXls(buffer);
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(msg.importUnreadable);
  }
  if (sheet.rows.length > maxRows) throw tooMany(maxRows);
  return sheet;
}
