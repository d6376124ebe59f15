import type { ActionCall } from '../../../schemas/types.ts';
import type { ActionRequest } from '../../react/RuntimeContext.tsx';

/** What `{name}` placeholders read: the row's fields, the form's values and `ids` (the selected ids). */
export type TemplateScope = Record<string, unknown>;

const PLACEHOLDER = /\{(\w+)\}/g;
const WHOLE = /^\{(\w+)\}$/;

const text = (value: unknown) => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value));

/**
 * A template value filled from the scope. A string that is one placeholder takes the value as it is
 * (a number stays a number, a missing field becomes ''); placeholders inside a longer string are
 * written as text. Objects and arrays are filled throughout; other values are kept.
 */
export function fillTemplate(template: unknown, scope: TemplateScope): unknown {
  if (typeof template === 'string') {
    const whole = WHOLE.exec(template);
    if (whole) return scope[whole[1]] ?? '';
    return template.replace(PLACEHOLDER, (_, name: string) => text(scope[name]));
  }
  if (Array.isArray(template)) return template.map((item) => fillTemplate(item, scope));
  if (template && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillTemplate(value, scope)]));
  }
  return template;
}

/** An address with its placeholders filled and encoded, so a value never changes the path. */
export function fillUrl(url: string, scope: TemplateScope): string {
  return url.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(text(scope[name])));
}

function queryValues(params: Record<string, unknown> | undefined, scope: TemplateScope): Record<string, string | number | undefined> {
  const filled = (fillTemplate(params ?? {}, scope) ?? {}) as Record<string, unknown>;
  const out: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(filled)) out[key] = typeof value === 'number' ? value : value === undefined ? undefined : text(value);
  return out;
}

/**
 * The request an action's `call` makes for a scope. A POST or PUT sends `values` (a form action's)
 * with the call's `body` template filled over them: `{parentId: '{id}'}` adds the row's id.
 */
export function requestOf(call: ActionCall, scope: TemplateScope, values?: Record<string, unknown>): ActionRequest {
  const request: ActionRequest = { method: call.method, url: fillUrl(call.url, scope) };
  if (call.params) request.params = queryValues(call.params, scope);
  if (call.method === 'post' || call.method === 'put') request.body = { ...values, ...(fillTemplate(call.body ?? {}, scope) as Record<string, unknown>) };
  return request;
}
