import { extraCheck } from '../../schemas/rules/ruleLibrary.ts';
import type { Control } from '../../schemas/types.ts';
import { coreMessages } from './messages.ts';

/**
 * One validation rule in the shape Formily's validator reads (a subset of its IValidatorRules),
 * declared here so the control kinds do not depend on Formily's types.
 */
export interface FieldRule {
  required?: boolean;
  pattern?: RegExp;
  /** Answers the message, or '' when the value is fine. */
  validator?: (value: unknown) => string;
  message?: string;
}

export class RuleError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/**
 * Rules run on change and on blur (the seed's `trigger: ['blur','change']`): they are declared once,
 * for Formily's input trigger, and the form runs them again when a field loses focus. (Declared for
 * both triggers, a message found on submit would stay after a good value is typed, until the next blur.)
 *
 * The rules every value control gets (custom/rule/index.js of the older designer): required →
 * '{label}不能为空'; each `rules[]` entry `{rule, msg}` → a pattern with that message (plus the
 * extra check of a predefined rule, schemas/rules/ruleLibrary.ts).
 * A regular expression that does not compile throws a RuleError naming `rules[i].rule`.
 */
export function commonRules(control: Control, path: string): FieldRule[] {
  const rules: FieldRule[] = [];
  if (control.required) rules.push({ required: true, message: coreMessages.required(control.label ?? '') });
  for (const [i, entry] of (control.rules ?? []).entries()) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(entry.rule);
    } catch (error) {
      throw new RuleError(`${path}.rules[${i}].rule`, error instanceof Error ? error.message : String(error));
    }
    rules.push({ pattern, message: entry.msg });
    // A library rule a pattern cannot say whole (the resident ID card's check digit): found by its pattern.
    const check = extraCheck(entry.rule);
    if (check) rules.push({ validator: (value) => (typeof value !== 'string' || value === '' || !pattern.test(value) || check(value) ? '' : entry.msg) });
  }
  return rules;
}
