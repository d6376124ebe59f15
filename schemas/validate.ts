import type { ErrorObject } from 'ajv';
import { walkControls, type FormContent, type PageSchema } from './types.ts';
// Precompiled (`npm run gen:validators`): compiling here would need `new Function`, which the
// Content-Security-Policy forbids in the browser. The server checks with the very same code.
import { validateFormContent, validatePage } from './validators.generated.js';

/** One failing rule: where (a JSON path like `$.columns[0].width`), which rule, and what it says. */
export interface SchemaProblem {
  path: string;
  rule: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: SchemaProblem[] };

/** `/columns/0/width` as `$.columns[0].width`. */
export function jsonPath(pointer: string): string {
  if (!pointer) return '$';
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`))
      .join('')
  );
}

function describe(error: ErrorObject): SchemaProblem {
  let path = jsonPath(error.instancePath);
  let message = error.message ?? 'is not valid';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') path = `${path}${jsonPath(`/${String(params.missingProperty)}`).slice(1)}`;
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const extra = String(params.additionalProperty ?? params.unevaluatedProperty);
    path = `${path}${jsonPath(`/${extra}`).slice(1)}`;
    message = 'is not a known property';
  }
  if (error.keyword === 'enum') message = `must be one of ${JSON.stringify(params.allowedValues)}`;
  // Forty kinds are no help to a reader: the designer and the server word this one themselves.
  if (error.keyword === 'enum' && error.instancePath.endsWith('/compType')) return { path, rule: 'unknownKind', message: 'is not a known control kind' };
  if (error.keyword === 'not') message = 'is a reserved name';
  if (error.keyword === 'discriminator') message = 'kind must be one of list, tree-list, form, detail, dashboard';
  return { path, rule: error.keyword, message };
}

/** ajv reports each branch of if/then and oneOf too; a reader wants the leaves, once each. */
function problemsOf(errors: ErrorObject[] | null | undefined): SchemaProblem[] {
  const seen = new Set<string>();
  const out: SchemaProblem[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if' || error.keyword === 'allOf' || error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    const problem = describe(error);
    const key = `${problem.path}|${problem.rule}|${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(problem);
    }
  }
  if (out.length === 0 && errors && errors.length > 0) out.push(describe(errors[0]));
  return out;
}

export function checkPageSchema(value: unknown): Checked<PageSchema> {
  return validatePage(value) ? { ok: true, value: value as PageSchema } : { ok: false, problems: problemsOf(validatePage.errors) };
}

/**
 * What JSON Schema cannot say: every control id of a form is unique (a value, a rule and a
 * condition are keyed by it). Each repeat is a problem at its own `id`, naming the first holder.
 */
export function duplicateIdProblems(content: FormContent): SchemaProblem[] {
  const first = new Map<string, string>();
  const problems: SchemaProblem[] = [];
  for (const { control, path } of walkControls(content.list)) {
    const holder = first.get(control.id);
    if (holder === undefined) first.set(control.id, path);
    else problems.push({ path: `${path}.id`, rule: 'duplicateId', message: `repeats the id of ${holder}` });
  }
  return problems;
}

/** A saved form: the meta-schema, then unique control ids (checked once the shape is sound). */
export function checkFormContent(value: unknown): Checked<FormContent> {
  if (!validateFormContent(value)) return { ok: false, problems: problemsOf(validateFormContent.errors) };
  const content = value as FormContent;
  const duplicates = duplicateIdProblems(content);
  return duplicates.length === 0 ? { ok: true, value: content } : { ok: false, problems: duplicates };
}
