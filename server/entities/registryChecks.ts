import type { SchemaProblem } from '../../schemas/validate.ts';
import type { Entity, EntityField, PageSchema } from '../../schemas/types.ts';
import { fieldChecks } from './fieldChecks.ts';
import { columnOf, fieldOf } from './names.ts';
import type { EntityModel } from './model.ts';

/** A content check reads text, and a declared default is stored unchecked unless it is checked here. */
function fieldCheckProblems(field: EntityField, at: string): SchemaProblem[] {
  if (field.secret && (field.type !== 'string' || field.unique || field.search || field.dict || field.default !== undefined || field.format || field.check)) {
    return [{ path: `${at}.secret`, rule: 'secret', message: 'a secret is a string field that is never read back: no unique, search, dict, default, format or check' }];
  }
  if (field.format === 'html' && field.type !== 'string' && field.type !== 'text') {
    return [{ path: `${at}.format`, rule: 'format', message: `format html is rich text: the field's type must be string or text` }];
  }
  if (!field.check) return [];
  if (field.type !== 'string' && field.type !== 'text') {
    return [{ path: `${at}.check`, rule: 'check', message: `check ${field.check} reads text: the field's type must be string or text` }];
  }
  if (typeof field.default !== 'string' || field.default.trim() === '') return [];
  const problem = fieldChecks[field.check](field.default, field.label);
  return problem === undefined ? [] : [{ path: `${at}.default`, rule: 'check', message: `the default fails check ${field.check}: ${problem}` }];
}

const SYSTEM_NAMES = new Set(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'sysOrgCode', 'delFlag']);

/** The tree's parent must be a declared field and its has-child column one the engine keeps; the default order must name fields. */
function featureProblems(entity: Entity): SchemaProblem[] {
  const declared = new Set(entity.fields.map((f) => f.name));
  const problems: SchemaProblem[] = [];
  const tree = entity.tree;
  if (tree && !declared.has(tree.parentField)) problems.push({ path: '$.entity.tree.parentField', rule: 'tree', message: `${tree.parentField} is not a declared field` });
  if (tree && (declared.has(tree.hasChildField) || SYSTEM_NAMES.has(tree.hasChildField))) {
    problems.push({ path: '$.entity.tree.hasChildField', rule: 'tree', message: `${tree.hasChildField} is kept by the server: it must not be a declared or system field` });
  }
  if (entity.idStrategy === 'integer' && (entity.actions ?? ['import']).includes('import')) {
    problems.push({ path: '$.entity.idStrategy', rule: 'idStrategy', message: 'ids an administrator chooses come from the add form: declare actions without import' });
  }
  if (entity.chosenId && entity.idStrategy !== 'integer') problems.push({ path: '$.entity.chosenId', rule: 'idStrategy', message: 'chosenId needs idStrategy integer' });
  if (entity.softDelete && declared.has('delFlag')) problems.push({ path: '$.entity.softDelete', rule: 'softDelete', message: 'delFlag is kept by the server: do not declare it' });
  for (const [i, key] of (entity.defaultSort ?? []).entries()) {
    if (!declared.has(key.field) && !SYSTEM_NAMES.has(key.field)) problems.push({ path: `$.entity.defaultSort[${i}].field`, rule: 'defaultSort', message: `${key.field} is not a field` });
  }
  return problems;
}

/**
 * What the meta-schema cannot say about an entity: field names must be unique and survive the
 * trip to a snake_case column and back (the query builder hands rows back in camelCase); a
 * content check or rich text needs a text field, and a check a default that passes it.
 */
export function entityProblems(page: PageSchema): SchemaProblem[] {
  if (!('entity' in page) || !page.entity) return [];
  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const [i, field] of page.entity.fields.entries()) {
    const path = `$.entity.fields[${i}].name`;
    const column = columnOf(field.name);
    if (seen.has(column)) problems.push({ path, rule: 'unique', message: `another field already uses the column ${column}` });
    seen.add(column);
    if (fieldOf(column) !== field.name) {
      problems.push({ path, rule: 'name', message: `becomes column ${column}, which reads back as ${fieldOf(column)}: write it as ${fieldOf(column)}` });
    }
    if (column.length > 63) problems.push({ path, rule: 'name', message: `column ${column} is longer than 63 characters` });
    problems.push(...fieldCheckProblems(field, `$.entity.fields[${i}]`));
  }
  return [...problems, ...featureProblems(page.entity)];
}

const fieldOrColumn = (entity: EntityModel, name: string) =>
  entity.columns.find((f) => f.queryable && (f.name === name || f.column === name));

/** `table,text,code` dictionaries must name a declared entity and two of its fields. */
export function tableDictProblems(entity: EntityModel, tables: Map<string, EntityModel>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [i, field] of entity.fields.entries()) {
    if (field.dict?.kind !== 'table') continue;
    const path = `$.entity.fields[${i}].dict`;
    const target = tables.get(field.dict.table);
    if (!target) {
      problems.push({ path, rule: 'dict', message: `table ${field.dict.table} is not a declared entity` });
      continue;
    }
    const text = fieldOrColumn(target, field.dict.text);
    const value = fieldOrColumn(target, field.dict.value);
    if (!text || !value) {
      problems.push({ path, rule: 'dict', message: `text and code must be fields of ${target.table}` });
      continue;
    }
    if (text.sensitive || value.sensitive) {
      problems.push({ path, rule: 'dict', message: `${text.sensitive ? text.name : value.name} of ${target.table} is sensitive: it is never a dictionary's text or code` });
      continue;
    }
    // Stored normalised: readers then see field names, never what the file spelled.
    field.dict = { kind: 'table', table: target.table, text: text.name, value: value.name };
  }
  return problems;
}

/**
 * A master's `details` must name other declared entities (not masters themselves: one level), a
 * declared string field of each for the master's id, an integer field for the order, and keys
 * that are none of the master's fields. Resolved into `entity.details` when they are right.
 */
export function detailProblems(entity: EntityModel, tables: Map<string, EntityModel>): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const keys = new Set<string>();
  entity.details = [];
  for (const [i, declared] of entity.declaredDetails.entries()) {
    const path = `$.entity.details[${i}]`;
    const target = tables.get(declared.table);
    const own = (name: string | undefined) => (name === undefined ? undefined : target?.fields.find((f) => f.name === name));
    const foreignKey = own(declared.foreignKey);
    const orderField = own(declared.orderField);
    if (!target || target === entity) problems.push({ path: `${path}.table`, rule: 'details', message: `table ${declared.table} is not another declared entity` });
    else if (target.declaredDetails.length > 0) problems.push({ path: `${path}.table`, rule: 'details', message: `${target.table} has details of its own: one level only` });
    else if (foreignKey?.type !== 'string') problems.push({ path: `${path}.foreignKey`, rule: 'details', message: `foreignKey must be a declared string field of ${target.table}` });
    else if (declared.orderField !== undefined && orderField?.type !== 'integer') problems.push({ path: `${path}.orderField`, rule: 'details', message: `orderField must be a declared integer field of ${target.table}` });
    else if (keys.has(declared.key) || entity.byName.has(declared.key)) problems.push({ path: `${path}.key`, rule: 'details', message: `key ${declared.key} is already a field or another detail's key` });
    else entity.details.push({ entity: target, foreignKey, key: declared.key, orderField });
    keys.add(declared.key);
  }
  return problems;
}
