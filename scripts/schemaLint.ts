import { controlKind } from '../schemas/controls/catalogue.ts';
import { applyFieldSets, type FieldSets } from '../schemas/fieldSets.ts';
import { migratePage, SchemaVersionError } from '../schemas/migrations/index.ts';
import { textRule } from '../schemas/rules/ruleLibrary.ts';
import type { Control, Entity, FormContent, PageSchema } from '../schemas/types.ts';
import { walkControls } from '../schemas/types.ts';
import { checkPageSchema, type SchemaProblem } from '../schemas/validate.ts';

/** What a schema may refer to besides itself: the product's registries and the demo data. */
export interface LintContext {
  adapters: string[];
  dictCodes: Set<string>;
  permissionCodes: Set<string>;
  extraControlKinds: string[];
  /** Every entity declared by the schemas being checked together (for table dictionaries). */
  entities: Entity[];
  parseExpression(text: string): unknown;
}

export interface FileProblem extends SchemaProblem {
  file: string;
}

const ENTITY_ACTIONS = ['list', 'add', 'edit', 'delete', 'export', 'import'];
const SYSTEM_FIELDS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'sysOrgCode', 'tenantId'];

export function entityPermissionCodes(entity: Entity): string[] {
  return (entity.actions ?? ENTITY_ACTIONS).map((action) => `${entity.permission}:${action}`);
}

/** Parses and migrates one file's JSON; problems of the meta-schema come back as they are. */
export function loadSchema(text: string, sets: FieldSets = new Map()): { schema?: PageSchema; problems: SchemaProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [{ path: '$', rule: 'json', message: `is not JSON: ${(error as Error).message}` }] };
  }
  try {
    json = migratePage(json);
  } catch (error) {
    if (error instanceof SchemaVersionError) return { problems: [{ path: '$.version', rule: 'version', message: error.message }] };
    throw error;
  }
  const applied = applyFieldSets(json, sets);
  if (applied.problems.length > 0) return { problems: applied.problems };
  json = applied.page;
  const checked = checkPageSchema(json);
  return checked.ok ? { schema: checked.value, problems: [] } : { problems: checked.problems };
}

function formsOf(schema: PageSchema): { content: FormContent; path: string }[] {
  if (schema.kind === 'form') return [{ content: schema.content, path: '$.content' }];
  if ((schema.kind === 'list' || schema.kind === 'tree-list') && schema.form) return [{ content: schema.form.content, path: '$.form.content' }];
  return [];
}

function checkDictCode(code: string, path: string, ctx: LintContext, out: SchemaProblem[]): void {
  const parts = code.split(',');
  if (parts.length === 1) {
    if (!ctx.dictCodes.has(code)) out.push({ path, rule: 'dictionary', message: `dictionary "${code}" does not exist` });
    return;
  }
  const [table, text, value] = parts.map((p) => p.trim());
  const entity = ctx.entities.find((e) => e.table === table);
  const fieldNames = new Set([...SYSTEM_FIELDS, ...(entity?.fields.map((f) => f.name) ?? [])]);
  const snakeToCamel = (s: string | undefined) => (s ?? '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  if (parts.length !== 3 || !entity || !fieldNames.has(snakeToCamel(text)) || !fieldNames.has(snakeToCamel(value))) {
    out.push({ path, rule: 'dictionary', message: `table dictionary "${code}" must be table,text,code of a declared entity` });
  }
}

function checkPermission(has: string | undefined, path: string, ctx: LintContext, out: SchemaProblem[]): void {
  for (const action of (has ?? '').split(',').map((a) => a.trim()).filter(Boolean)) {
    if (!ctx.permissionCodes.has(action)) out.push({ path, rule: 'permission', message: `permission code "${action}" does not exist` });
  }
}

function checkExpression(text: string | undefined, path: string, ctx: LintContext, out: SchemaProblem[]): void {
  if (text === undefined) return;
  try {
    ctx.parseExpression(text);
  } catch (error) {
    out.push({ path, rule: 'expression', message: `does not parse: ${(error as Error).message}` });
  }
}

function lintForm(content: FormContent, base: string, ctx: LintContext, out: SchemaProblem[]): void {
  const seen = new Map<string, string>();
  for (const { control, path: inner } of walkControls(content.list)) {
    const path = base + inner.slice(1);
    const c = control as Control;
    if (!controlKind(c.compType) && !ctx.extraControlKinds.includes(c.compType)) {
      out.push({ path: `${path}.compType`, rule: 'control', message: `unknown control kind "${c.compType}"` });
    }
    const first = seen.get(c.id);
    if (first) out.push({ path: `${path}.id`, rule: 'duplicate', message: `id "${c.id}" is used already at ${first}` });
    else seen.set(c.id, path);
    if (c.dictCode) checkDictCode(c.dictCode, `${path}.dictCode`, ctx, out);
    checkPermission(c.has, `${path}.has`, ctx, out);
    checkExpression(c.visibleWhen, `${path}.visibleWhen`, ctx, out);
  }
}

/**
 * A field the server checks by a library rule (`check: "residentIdCard"`) is checked by the form
 * too: its control carries that rule's pattern, which also brings the rule's check digit
 * (runtime/core/fieldRules.ts finds it by the pattern's text). Otherwise the form would accept what
 * the server refuses, and the clerk would learn it only on saving.
 */
function lintLibraryRules(entity: Entity, content: FormContent, base: string, out: SchemaProblem[]): void {
  const controls = new Map([...walkControls(content.list)].map(({ control, path }) => [control.id, { control, path }]));
  for (const field of entity.fields) {
    const rule = field.check ? textRule(field.check) : undefined;
    const found = controls.get(field.name);
    if (!rule || !found || (found.control.rules ?? []).some((r) => r.rule === rule.pattern)) continue;
    out.push({ path: `${base}${found.path.slice(1)}.rules`, rule: 'libraryRule', message: `the server checks "${field.name}" by the rule ${rule.name}: the control must carry its pattern ${rule.pattern}` });
  }
}

/**
 * A form control that edits an entity field (its id is the field's name) says what the field says:
 * the same label, required where the server requires it, and no longer text than the column holds.
 * Otherwise the form would let through what the server refuses, in words the form never showed.
 */
function lintFormAgainstEntity(entity: Entity, content: FormContent, base: string, out: SchemaProblem[]): void {
  const fields = new Map(entity.fields.map((f) => [f.name, f]));
  for (const { control, path: inner } of walkControls(content.list)) {
    const field = fields.get(control.id);
    if (!field) continue;
    const path = base + inner.slice(1);
    if (control.label !== undefined && control.label !== field.label) {
      out.push({ path: `${path}.label`, rule: 'entityLabel', message: `"${control.label}" is not the entity field's label "${field.label}"` });
    }
    if (field.required === true && control.required !== true) {
      out.push({ path: `${path}.required`, rule: 'entityRequired', message: `the entity requires "${field.name}": the control must be required too` });
    }
    const maxLength = (control as { maxLength?: unknown }).maxLength;
    const length = field.type === 'string' ? (field.length ?? 255) : field.length;
    if (typeof maxLength === 'number' && length !== undefined && maxLength > length) {
      out.push({ path: `${path}.maxLength`, rule: 'entityLength', message: `${maxLength} is longer than the entity field's length ${length}` });
    }
  }
}

/** The lints the meta-schema cannot express, for one valid schema. */
export function lintSchema(schema: PageSchema, ctx: LintContext): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  checkPermission(schema.has, '$.has', ctx, out);
  if ('dataSource' in schema && schema.dataSource && !ctx.adapters.includes(schema.dataSource.adapter)) {
    out.push({ path: '$.dataSource.adapter', rule: 'adapter', message: `adapter "${schema.dataSource.adapter}" is not registered (known: ${ctx.adapters.join(', ')})` });
  }
  if (schema.kind === 'list' || schema.kind === 'tree-list') {
    const entity = schema.entity;
    const names = new Set([...SYSTEM_FIELDS, ...(entity?.fields.map((f) => f.name) ?? [])]);
    entity?.fields.forEach((f, i) => {
      if (entity.fields.findIndex((g) => g.name === f.name) !== i) out.push({ path: `$.entity.fields[${i}].name`, rule: 'duplicate', message: `field "${f.name}" is declared twice` });
      if (f.dict) checkDictCode(f.dict, `$.entity.fields[${i}].dict`, ctx, out);
    });
    const entityCodes = new Set(entity ? entityPermissionCodes(entity) : []);
    const scoped = { ...ctx, permissionCodes: new Set([...ctx.permissionCodes, ...entityCodes]) };
    schema.columns.forEach((col, i) => {
      if (entity && !col.fromHooks && !names.has(col.field)) out.push({ path: `$.columns[${i}].field`, rule: 'field', message: `"${col.field}" is not a field of the entity` });
      if (col.dictCode) checkDictCode(col.dictCode, `$.columns[${i}].dictCode`, ctx, out);
      checkPermission(col.has, `$.columns[${i}].has`, scoped, out);
    });
    schema.search?.forEach((s, i) => {
      if (entity && !s.fromHooks && !names.has(s.field)) out.push({ path: `$.search[${i}].field`, rule: 'field', message: `"${s.field}" is not a field of the entity` });
      if (s.dictCode) checkDictCode(s.dictCode, `$.search[${i}].dictCode`, ctx, out);
    });
    for (const [key, actions] of [['toolbar', schema.toolbar], ['rowActions', schema.rowActions]] as const) {
      actions?.forEach((a, i) => {
        checkPermission(a.has, `$.${key}[${i}].has`, scoped, out);
        checkExpression(a.when, `$.${key}[${i}].when`, ctx, out);
      });
    }
    for (const { content, path } of formsOf(schema)) {
      lintForm(content, path, scoped, out);
      if (entity) {
        lintLibraryRules(entity, content, path, out);
        lintFormAgainstEntity(entity, content, path, out);
      }
    }
    return out;
  }
  for (const { content, path } of formsOf(schema)) lintForm(content, path, ctx, out);
  return out;
}
