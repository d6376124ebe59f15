import type ExcelJSModule from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs is large, so it is loaded only when a file is written or read (stack.md). */
async function loadExcel(): Promise<typeof ExcelJSModule> {
  const mod = await import('exceljs');
  // The CommonJS build arrives as the default export; the browser build may come either way.
  return (mod as { default?: typeof ExcelJSModule }).default ?? (mod as unknown as typeof ExcelJSModule);
}

export interface SheetColumn {
  header: string;
  width?: number;
}

/** One sheet with a header row and the given rows of cell values. */
export async function writeXlsx(params: { sheetName: string; columns: SheetColumn[]; rows: unknown[][] }): Promise<Blob> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(params.sheetName);
  sheet.columns = params.columns.map((c) => ({ header: c.header, width: c.width ?? 20 }));
  for (const row of params.rows) sheet.addRow(row.map((v) => (v === null || v === undefined ? '' : v)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: XLSX_TYPE });
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A cell as plain data: dates as `yyyy-MM-dd` (or with the time when it has one), rich text as text. */
function plain(value: unknown): unknown {
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return time === '00:00:00' ? date : `${date} ${time}`;
  }
  if (typeof value === 'object' && value !== null) {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return plain(v.result);
    if (v.text !== undefined) return String(v.text);
  }
  return value;
}

export interface SheetRows {
  headers: string[];
  /** `line` is the row number in the sheet, for error reports. */
  rows: { line: number; cells: unknown[] }[];
}

/** The first sheet's header row and its non-empty rows. Throws on a file that is not xlsx. */
export async function readXlsx(data: ArrayBuffer): Promise<SheetRows> {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const headerValues = sheet.getRow(1).values as unknown[];
  const headers = headerValues.slice(1).map((v) => String(plain(v) ?? '').trim());
  const rows: SheetRows['rows'] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const cells = headers.map((_, i) => plain(row.getCell(i + 1).value));
    if (cells.some((c) => c !== null && c !== undefined && c !== '')) rows.push({ line, cells });
  });
  return { headers, rows };
}
