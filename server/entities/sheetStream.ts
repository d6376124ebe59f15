import { PassThrough } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../http/download.ts';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ */
export const sheetName = (label: string): string => label.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

/** One export (导出) as an .xlsx: the file and sheet name, the column headers, the rows' cells a batch at a time. */
export interface SheetExport {
  label: string;
  headers: string[];
  /** How many rows the export holds, counted before the answer starts. */
  total: number;
  /** The most rows one export may write (EXPORT_MAX_ROWS). */
  max: number;
  batches: AsyncIterable<unknown[][]>;
}

/** Resolves once `out` has room again (or is gone: a client that left needs nothing more). */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

async function writeSheet(out: PassThrough, sheet: SheetExport): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetName(sheet.label));
  worksheet.columns = sheet.headers.map((header, i) => ({ header, key: String(i), width: Math.min(40, Math.max(12, header.length * 2 + 4)) }));
  for await (const rows of sheet.batches) {
    for (const cells of rows) worksheet.addRow(cells).commit();
    // Between batches the event loop gets its turn (SQLite reads are synchronous, so without
    // this one export would hold every other request until its last row), and a slow client
    // holds the reading back instead of the rows piling up in memory.
    await turn();
    await drained(out);
    if (out.destroyed) return;
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * Streams the export as the answer, a batch at a time, so a large one never holds every row in
 * memory. Past `max` rows it is refused with the count before the file starts: a file cut short
 * would be unreadable.
 */
export function sendSheet(request: FastifyRequest, reply: FastifyReply, sheet: SheetExport): FastifyReply {
  if (sheet.total > sheet.max) throw new ApiError(fill(msg.exportTooMany, { total: sheet.total, max: sheet.max }));
  const out = new PassThrough();
  writeSheet(out, sheet).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed while streaming');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${sheet.label}.xlsx`))
    .send(out);
}
