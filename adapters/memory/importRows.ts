import { AdapterError, type DictOption, type ImportResult, type Row } from '../../schemas/adapter.ts';
import type { EntityField } from '../../schemas/types.ts';
import { untranslate } from './dictText.ts';
import { fill, memoryMessages as m } from './messages.ts';
import { readXlsx } from './xlsx.ts';

/** Where a header points: a declared field by label or name; without fields, the header is the key. */
function columnField(header: string, fields: readonly EntityField[]): string | undefined {
  if (fields.length === 0) return header || undefined;
  return fields.find((f) => f.label === header || f.name === header)?.name;
}

function errorFileUrl(lines: string[]): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(lines.join('\n'))}`;
}

/**
 * Imports the rows of an xlsx file through `insert` (which applies the save checks), as the server
 * does: a file without bad rows answers code 200. Bad rows never throw: they are reported with code
 * 201 and an error file, and with `validate` (the 校验 box) nothing at all is stored, otherwise the
 * good rows are. Only a file that cannot be read, or holds no rows or no known column, is refused.
 */
export async function importRows(params: {
  file: Blob;
  validate: boolean;
  fields: readonly EntityField[];
  dictOf: ReadonlyMap<string, readonly DictOption[]>;
  insert: (values: Row) => Row;
  undo: (inserted: readonly Row[]) => void;
}): Promise<ImportResult> {
  let sheet: Awaited<ReturnType<typeof readXlsx>>;
  try {
    sheet = await readXlsx(await params.file.arrayBuffer());
  } catch {
    throw new AdapterError('invalid', m.badFile);
  }
  if (sheet.rows.length === 0) throw new AdapterError('invalid', m.importEmpty);
  const targets = sheet.headers.map((h) => columnField(h, params.fields));
  if (!targets.some(Boolean)) throw new AdapterError('invalid', m.importNoColumns);
  const records = sheet.rows.map(({ line, cells }) => {
    const values: Row = {};
    targets.forEach((field, i) => {
      if (!field) return;
      const items = params.dictOf.get(field);
      values[field] = items ? untranslate(cells[i], items) : cells[i];
    });
    return { line, values };
  });

  const failures: string[] = [];
  const inserted: Row[] = [];
  for (const { line, values } of records) {
    try {
      inserted.push(params.insert(values));
    } catch (error) {
      if (!(error instanceof AdapterError)) throw error;
      failures.push(fill(m.importLine, { line, message: error.message }));
    }
  }
  if (failures.length === 0) return { code: 200, message: fill(m.importAll, { count: inserted.length }) };
  const counts = { total: records.length, good: inserted.length, bad: failures.length };
  // All or nothing: take back what was stored before and after the refused rows.
  if (params.validate) params.undo(inserted);
  const message = params.validate ? fill(m.importRejected, counts) : fill(m.importPartly, counts);
  return { code: 201, message, errorFileUrl: errorFileUrl(failures) };
}
