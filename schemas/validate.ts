import type { ErrorObject } from 'ajv';
import type { FormContent, PageSchema } from './types.ts';
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
  if (error.keyword === 'not') message = 'is a reserved name';
  if (error.keyword === 'discriminator') message = 'kind must be one of list, tree-list, form, detail, picker, dashboard';
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

export function checkFormContent(value: unknown): Checked<FormContent> {
  return validateFormContent(value)
    ? { ok: true, value: value as FormContent }
    : { ok: false, problems: problemsOf(validateFormContent.errors) };
}
