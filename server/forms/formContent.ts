import { checkFormContent, type SchemaProblem } from '../../schemas/validate.ts';
import { ApiError } from '../http/envelope.ts';
import { fill } from '../http/messages.ts';
import { formMsg } from './messages.ts';

/** A designed form is a few hundred kilobytes at most; 2 MB leaves room and stops abuse early. */
export const FORM_CONTENT_MAX_BYTES = 2 * 1024 * 1024;
/** Rows hold columns hold controls: a real form nests a dozen levels; ajv recurses per level. */
export const FORM_CONTENT_MAX_DEPTH = 64;

function refuse(message: string): never {
  throw new ApiError(message, 200, 500, { formContent: message });
}

/** How deep arrays and objects nest, counted without recursion (so a hostile text cannot overflow the stack). */
function depthExceeds(value: unknown, max: number): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/** Where V8's JSON.parse stopped, in words for users (its English text is not shown). */
function jsonErrorPlace(message: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return fill(formMsg.jsonNearChar, { n: Number(position) + 1 });
  const token = /Unexpected token '(.+?)'/.exec(message)?.[1];
  if (token !== undefined) return fill(formMsg.jsonUnexpected, { char: token });
  return /end of JSON/.test(message) ? formMsg.jsonTruncated : formMsg.jsonUnreadable;
}

/** ajv's English reason of one problem as a short Chinese phrase (the path is shown before it). */
export function problemReason(problem: SchemaProblem): string {
  const rules = formMsg.rules;
  const limit = /-?\d+(\.\d+)?/.exec(problem.message)?.[0] ?? '';
  switch (problem.rule) {
    case 'required':
    case 'const':
    case 'pattern':
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return rules[problem.rule];
    case 'type': {
      const types = problem.message.replace(/^must be /, '').split(',').map((t) => formMsg.types[t.trim()] ?? t.trim());
      return fill(rules.type, { type: types.join('或') });
    }
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
      return fill(rules[problem.rule], { limit });
    case 'unknownKind':
      return rules.unknownKind;
    case 'duplicateId':
      return fill(rules.duplicateId, { holder: problem.message.replace(/^repeats the id of /, '') });
    case 'enum':
      return fill(rules.enum, { values: problem.message.replace(/^must be one of /, '') });
    default:
      return fill(rules.other, { detail: problem.message });
  }
}

/** The refusal text for a form that fails the meta-schema: the first failing path, then how many more. */
export function describeProblems(problems: SchemaProblem[]): string {
  const [first] = problems;
  const head = fill(formMsg.contentInvalid, { path: first.path, reason: problemReason(first) });
  return problems.length > 1 ? head + fill(formMsg.contentMoreProblems, { count: problems.length - 1 }) : head;
}

/**
 * The `formContent` of an add or edit: a JSON string (as the platform's designer sends it; an object
 * is accepted and written out) that parses and passes the control meta-schema. Returns the text to
 * store, unchanged, so a form saved and loaded again is the same JSON byte for byte.
 */
export function readFormContent(value: unknown): string {
  if (value === undefined || value === null || value === '') refuse(formMsg.contentRequired);
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : refuse(formMsg.contentNotText);
  if (Buffer.byteLength(text, 'utf8') > FORM_CONTENT_MAX_BYTES) refuse(fill(formMsg.contentTooLarge, { mb: FORM_CONTENT_MAX_BYTES / 1024 / 1024 }));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    refuse(fill(formMsg.contentNotJson, { where: jsonErrorPlace((error as Error).message) }));
  }
  if (depthExceeds(parsed, FORM_CONTENT_MAX_DEPTH)) refuse(fill(formMsg.contentTooDeep, { max: FORM_CONTENT_MAX_DEPTH }));
  const checked = checkFormContent(parsed);
  if (!checked.ok) refuse(describeProblems(checked.problems));
  return text;
}
