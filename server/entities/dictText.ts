import type { DictLookup } from './dictLookup.ts';
import type { EntityRow } from './dynamic.ts';
import type { EntityModel, FieldModel } from './model.ts';

/** The values of a (possibly multi-select, comma separated) dictionary field. */
export function dictValues(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',').map((v) => v.trim()).filter(Boolean);
}

export const dictTextKey = (field: FieldModel): string => `${field.name}_dictText`;

interface DictField {
  field: FieldModel;
  /** `<field>_dictText`, built once: a key built anew per row costs a string lookup per row. */
  key: string;
}

const dictFieldsByEntity = new WeakMap<EntityModel, DictField[]>();

function dictFieldsOf(entity: EntityModel): DictField[] {
  let fields = dictFieldsByEntity.get(entity);
  if (!fields) {
    fields = entity.fields.filter((f) => f.dict).map((field) => ({ field, key: dictTextKey(field) }));
    dictFieldsByEntity.set(entity, fields);
  }
  return fields;
}

/** The text of one stored value: each comma separated value translated, unknown ones left out. */
function textOf(items: Map<string, string>, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const single = typeof value === 'string' ? value : String(value);
  if (!single.includes(',')) return items.get(single.trim()) ?? '';
  return dictValues(single).flatMap((v) => (items.has(v) ? [items.get(v)] : [])).join(',');
}

/**
 * Adds `<field>_dictText` to each row for each dictionary field: the texts of its values joined by
 * commas, values without a text left out (as the existing platform's DictAspect does).
 */
export async function addDictText(lookup: DictLookup, entity: EntityModel, rows: EntityRow[]): Promise<void> {
  const fields = dictFieldsOf(entity);
  if (fields.length === 0 || rows.length === 0) return;
  await lookup.preload(fields.flatMap(({ field }) => (field.dict ? [field.dict] : [])));
  for (const { field, key } of fields) {
    if (!field.dict) continue;
    const wanted = field.dict.kind === 'code' ? [] : rows.flatMap((row) => dictValues(row[field.name]));
    const items = await lookup.texts(field.dict, wanted);
    for (const row of rows) row[key] = textOf(items, row[field.name]);
  }
}
