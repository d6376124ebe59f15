// Reads the first sheet of an .xlsx in a child process, streaming (exceljs's WorkbookReader), so
// a crafted file can exhaust only this process: readSheet.ts gives it a heap limit and a time limit
// and checks the zip's directory first. A process, not a worker thread: Node aborts the whole
// process when a worker is stopped (time limit, heap limit) while a zlib stream is being set up. It stops at the first cap it meets (rows, one cell's text,
// all text, cells) and answers `{ sheet }` or `{ refused, ... }`; a file it cannot read throws.
// Plain JavaScript: the process is started by Node itself, outside tsx and vitest's transforms.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** @param {unknown} value a cell's value without exceljs's wrappers: rich text, formulas and links become their value */
function plain(value) {
  if (value === null || value === undefined || value instanceof Date) return value ?? null;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value.richText)) return value.richText.map((part) => part.text ?? '').join('');
  if ('result' in value) return plain(value.result);
  if ('text' in value) return plain(value.text);
  return null;
}

const isBlank = (cells) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

/** The row's cells, dense from the first column up to `width` (the header's), or all of them for the header. */
function cellsOf(row, width) {
  const values = Array.isArray(row.values) ? row.values : [];
  const last = Math.min(values.length - 1, width ?? Infinity);
  const cells = [];
  for (let i = 1; i <= last; i += 1) cells.push(plain(values[i]));
  while (cells.length > 0 && (cells.at(-1) === null || cells.at(-1) === undefined)) cells.pop();
  return cells;
}

async function read({ buffer, limits }) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(buffer)]), {
    sharedStrings: 'cache',
    // Dates are numbers with a date format: the styles tell them apart.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let header;
  const rows = [];
  let text = 0;
  let cellCount = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const cells = cellsOf(row, header?.length);
      if (isBlank(cells)) continue;
      for (const [i, cell] of cells.entries()) {
        const length = typeof cell === 'string' ? cell.length : 0;
        if (length > limits.cellChars) return { refused: 'cellTooLong', row: row.number, column: i + 1 };
        text += length;
      }
      if (text > limits.textChars) return { refused: 'tooMuchText' };
      if (!header) {
        header = cells.map((c) => (c === null || c === undefined ? '' : String(c).trim()));
        continue;
      }
      cellCount += header.length;
      if (cellCount > limits.cells) return { refused: 'tooManyCells' };
      if (rows.length === limits.rows) return { refused: 'tooManyRows' };
      rows.push({ number: row.number, cells });
    }
    break; // the first sheet only
  }
  return { sheet: { header: header ?? [], rows } };
}

// One request per process: the parent sends the file, hears one answer, and the process ends.
process.once('message', (request) => {
  read(request).then(
    (answer) => process.send(answer, () => process.exit(0)),
    (error) => process.send({ failed: String(error?.message ?? error).slice(0, 200) }, () => process.exit(0)),
  );
});
