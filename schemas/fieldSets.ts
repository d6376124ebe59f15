import type { Control, EntityField, FieldSet } from './types.ts';
import type { SchemaProblem } from './validate.ts';

/**
 * Field sets: the fields several entities share (the village a record belongs to; a resident's
 * name, ID number and phone), declared once in `fieldsets/<id>.json` beside the page files and
 * named from an entity's `fieldSets`. Applied after migration and before validation, by every
 * reader of page files (the server's registry, `npm run check:schemas`), so what the front end
 * receives and what the meta-schema checks is a page with plain fields.
 */
export type FieldSets = ReadonlyMap<string, FieldSet>;

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * The page with each named set's fields before the entity's own (an own field of the same name
 * replaces the set's, in the set's place), and each set's controls before the form's own (a form
 * that has a control of that id keeps its own). The
 * `fieldSets` names are dropped, so applying twice changes nothing. A page without field sets is
 * returned as it is (the same object).
 */
export function applyFieldSets(page: unknown, sets: FieldSets): { page: unknown; problems: SchemaProblem[] } {
  const schema = record(page);
  const entity = record(schema?.entity);
  if (!schema || !entity || entity.fieldSets === undefined) return { page, problems: [] };
  const names = Array.isArray(entity.fieldSets) ? entity.fieldSets : [];
  const problems: SchemaProblem[] = [];
  const fields: EntityField[] = [];
  const controls: Control[] = [];
  for (const [i, name] of names.entries()) {
    const set = typeof name === 'string' ? sets.get(name) : undefined;
    if (!set) {
      problems.push({ path: `$.entity.fieldSets[${i}]`, rule: 'fieldSet', message: `field set "${String(name)}" does not exist` });
      continue;
    }
    fields.push(...set.fields);
    controls.push(...(set.controls ?? []));
  }
  // An own field of a set field's name replaces it where the set puts it (an ID number unique here).
  const own = Array.isArray(entity.fields) ? (entity.fields as unknown[]) : [];
  const ownByName = new Map(own.map((f) => [record(f)?.name, f]));
  const merged = fields.map((field) => ownByName.get(field.name) ?? field);
  const setNames = new Set(fields.map((field) => field.name));
  const { fieldSets: _names, ...rest } = entity;
  const result: Record<string, unknown> = { ...schema, entity: { ...rest, fields: [...merged, ...own.filter((f) => !setNames.has(record(f)?.name as string))] } };
  const form = record(schema.form);
  const content = record(form?.content);
  if (form && content && Array.isArray(content.list)) {
    const ids = new Set((content.list as unknown[]).map((c) => record(c)?.id));
    const added = controls.filter((c) => !ids.has(c.id));
    result.form = { ...form, content: { ...content, list: [...added, ...(content.list as unknown[])] } };
  }
  return { page: result, problems };
}
