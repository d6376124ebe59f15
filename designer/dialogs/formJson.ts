import type { FormContent } from '../../schemas/types.ts';
import { checkFormContent, type SchemaProblem } from '../../schemas/validate.ts';
import { jsonErrorOffset } from './jsonErrorOffset.ts';
import { dialogMessages, ruleMessages } from './messages.ts';

/** Why a text could not be applied: a message, and where (a JSON path, or a line and column). */
export interface JsonProblem {
  message: string;
  /** `$.list[0].span` for a schema problem. */
  path?: string;
  line?: number;
  column?: number;
}

export type ReadJson = { ok: true; value: FormContent } | { ok: false; problems: JsonProblem[] };

/** The text the JSON view starts with: the form pretty-printed, two spaces. */
export function formatFormJson(content: FormContent): string {
  return JSON.stringify(content, null, 2);
}

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Where JSON.parse stopped, found by our own scanner: engines word (and place) it differently. */
function syntaxProblem(text: string, error: unknown): JsonProblem {
  const reason = error instanceof Error ? error.message : String(error);
  const offset = jsonErrorOffset(text);
  return offset < 0 ? { message: dialogMessages.badJson(reason) } : { message: dialogMessages.badJson(reason), ...lineAndColumn(text, offset) };
}

/** A schema problem in Chinese: the rule's Chinese wording, ajv's own for the rest. */
export function describeProblem(problem: SchemaProblem): JsonProblem {
  const chinese = ruleMessages[problem.rule];
  return { path: problem.path, message: chinese ? chinese({ message: problem.message }) : problem.message };
}

/**
 * The form a text holds, checked as the server and the runtime check it (schemas/validate): a text
 * that is not JSON, or JSON that is not a valid formContent, comes back as problems to show.
 */
export function readFormJson(text: string): ReadJson {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [syntaxProblem(text, error)] };
  }
  const checked = checkFormContent(parsed);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, problems: checked.problems.map(describeProblem) };
}

/** One problem as a line of text: `$.list[0].span 数值过大（must be <= 24）`. */
export function problemText(problem: JsonProblem): string {
  const where = problem.path ?? (problem.line ? dialogMessages.atLine(problem.line, problem.column ?? 1) : '');
  return problem.path ? `${where} ${problem.message}` : `${problem.message}${where}`;
}
