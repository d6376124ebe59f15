import type { Control, ControlRule } from '../../schemas/types.ts';
import { propertyMessages as m } from './messages.ts';

/**
 * The validation-type choice of the designer (seed 001 §5 "Field rules offered in the designer's
 * validation-type choice"), with the older designer's patterns: choosing one appends its rule.
 */
export const PREDEFINED_RULES = {
  phone: { rule: '0?(13|14|15|17|18|19)[0-9]{9}', msg: m.phoneRuleMsg },
  email: { rule: '\\w[-\\w.+]*@([A-Za-z0-9][-A-Za-z0-9]+\\.)+[A-Za-z]{2,14}', msg: m.emailRuleMsg },
  number: { rule: '^[0-9]*$', msg: m.numberRuleMsg },
  idcard: { rule: '\\d{17}[\\d|x]|\\d{15}', msg: m.idCardRuleMsg },
} as const satisfies Record<string, ControlRule>;

export type RulesType = 'default' | keyof typeof PREDEFINED_RULES;

export const RULES_TYPES: { value: RulesType; label: string }[] = [
  { value: 'default', label: m.ruleNone },
  { value: 'phone', label: m.rulePhone },
  { value: 'email', label: m.ruleEmail },
  { value: 'number', label: m.ruleNumber },
  { value: 'idcard', label: m.ruleIdCard },
];

const rulesOf = (control: Control): ControlRule[] => (Array.isArray(control.rules) ? control.rules : []);

/**
 * Choosing a validation type records it and appends the matching `{rule, msg}` to `rules`;
 * 'default' (无) appends nothing, and a rule already in the list is not added twice.
 */
export function rulesTypePatch(control: Control, type: RulesType): Partial<Control> {
  const rules = rulesOf(control);
  if (type === 'default') return { rulesType: type };
  const rule = PREDEFINED_RULES[type];
  if (rules.some((r) => r.rule === rule.rule)) return { rulesType: type };
  return { rulesType: type, rules: [...rules, { ...rule }] };
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
