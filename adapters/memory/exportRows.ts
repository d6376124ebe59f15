import type { DictOption, Row } from '../../schemas/adapter.ts';
import type { EntityField } from '../../schemas/types.ts';
import { translate } from './dictText.ts';
import { writeXlsx } from './xlsx.ts';

/**
 * The export file: one column per declared field headed by its label, dictionary fields as their
 * texts (as the platform's @Excel(dicCode) export writes them). Without declared fields, the keys
 * of the first row.
 */
export async function exportRows(params: {
  rows: readonly Row[];
  fields: readonly EntityField[];
  dictOf: ReadonlyMap<string, readonly DictOption[]>;
  label: string;
}): Promise<{ fileName: string; data: Blob }> {
  const { rows, dictOf } = params;
  const columns =
    params.fields.length > 0
      ? params.fields.map((f) => ({ name: f.name, header: f.label || f.name }))
      : Object.keys(rows[0] ?? {}).map((name) => ({ name, header: name }));
  const cells = rows.map((row) =>
    columns.map(({ name }) => {
      const items = dictOf.get(name);
      return items ? translate(row[name], items) : row[name];
    }),
  );
  const data = await writeXlsx({ sheetName: params.label, columns: columns.map((c) => ({ header: c.header })), rows: cells });
  return { fileName: `${params.label}.xlsx`, data };
}
