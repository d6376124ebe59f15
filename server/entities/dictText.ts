import type { DictLookup } from './dictLookup.ts';
import type { EntityRow } from './dynamic.ts';
import type { EntityModel, FieldModel } from './model.ts';

/** The values of a (possibly multi-select, comma separated) dictionary field. */
export function dictValues(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',').map((v) => v.trim()).filter(Boolean);
}

export const dictTextKey = (field: FieldModel): string => `${field.name}_dictText`;

/**
 * Adds `<field>_dictText` to each row for each dictionary field: the texts of its values joined by
 * commas, values without a text left out (as the existing platform's DictAspect does).
 */
export async function addDictText(lookup: DictLookup, entity: EntityModel, rows: EntityRow[]): Promise<void> {
  const fields = entity.fields.filter((f) => f.dict);
  await lookup.preload(fields.flatMap((f) => (f.dict ? [f.dict] : [])));
  for (const field of fields) {
    if (!field.dict) continue;
    const items = await lookup.texts(field.dict, rows.flatMap((row) => dictValues(row[field.name])));
    for (const row of rows) {
      const value = row[field.name];
      row[dictTextKey(field)] = value === null || value === undefined
        ? null
        : dictValues(value).flatMap((v) => (items.has(v) ? [items.get(v)] : [])).join(',');
    }
  }
}
