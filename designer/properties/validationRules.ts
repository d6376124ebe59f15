import type { Control, ControlRule } from '../../schemas/types.ts';
import { savedRule, textRule, textRules } from '../../schemas/rules/ruleLibrary.ts';
import { propertyMessages as m } from './messages.ts';

/**
 * The validation-type choice of the designer: the older designer's four field rules and the whole
 * predefined rule set of seed 001 §5, from the one table the runtime enforces
 * (schemas/rules/ruleLibrary.ts). Choosing one records it and appends its `{rule, msg}`.
 */
export type RulesType = string;

export const RULES_TYPES: { value: RulesType; label: string }[] = [
  { value: 'default', label: m.ruleNone },
  ...textRules.map((rule) => ({ value: rule.name, label: rule.label })),
];

/** Whether the picker must ask for a number (a length) before the rule is added. */
export const takesNumber = (type: RulesType): boolean => textRule(type)?.takesNumber === true;

const rulesOf = (control: Control): ControlRule[] => (Array.isArray(control.rules) ? control.rules : []);

/**
 * Choosing a validation type records it and appends the matching `{rule, msg}` to `rules` (with
 * `n`, the length, for a rule that takes one); 'default' (无) or an unknown type appends nothing,
 * and a rule already in the list is not added twice.
 */
export function rulesTypePatch(control: Control, type: RulesType, n = 0): Partial<Control> {
  const rules = rulesOf(control);
  const chosen = textRule(type);
  if (!chosen) return { rulesType: 'default' };
  const rule = savedRule(chosen, n);
  if (rules.some((r) => r.rule === rule.rule)) return { rulesType: type };
  return { rulesType: type, rules: [...rules, rule] };
}

/** Why a regular expression is refused ('' when it is fine): empty, or not compiling. */
export function regexProblem(rule: string): string {
  if (rule.trim() === '') return m.regexEmpty;
  try {
    new RegExp(rule);
    return '';
  } catch (error) {
    return m.regexInvalid(error instanceof Error ? error.message : String(error));
  }
}

/** Why a custom rule is refused ('' when it is fine): its regex, then its message. */
export function customRuleProblem(entry: ControlRule): string {
  return regexProblem(entry.rule) || (entry.msg.trim() === '' ? m.ruleMsgEmpty : '');
}

/** Appends a custom rule, or says why not. */
export function addCustomRule(control: Control, entry: ControlRule): { patch: Partial<Control> } | { error: string } {
  const problem = customRuleProblem(entry);
  if (problem) return { error: problem };
  const rules = rulesOf(control);
  if (rules.some((r) => r.rule === entry.rule && r.msg === entry.msg)) return { error: m.ruleExists };
  return { patch: { rules: [...rules, { rule: entry.rule, msg: entry.msg }] } };
}

/** Replaces rule `index`, or says why not (the field then reverts). */
export function editCustomRule(control: Control, index: number, entry: ControlRule): { patch: Partial<Control> } | { error: string } {
  const problem = customRuleProblem(entry);
  if (problem) return { error: problem };
  return { patch: { rules: rulesOf(control).map((r, i) => (i === index ? { rule: entry.rule, msg: entry.msg } : r)) } };
}

export function removeCustomRule(control: Control, index: number): Partial<Control> {
  return { rules: rulesOf(control).filter((_, i) => i !== index) };
}
