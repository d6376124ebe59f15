import { fillRuleMsg, ruleMsg } from './ruleMessages.ts';

/**
 * The predefined rule set of seed 001 §5, once for the designer (its rule picker), the runtime (the
 * form enforces it) and the server. A text rule is saved into the control's `rules` as the older
 * designer saved its choices, `{rule, msg}` with the pattern's source, so every saved form stays a
 * plain list of regular expressions; a rule a pattern cannot express fully (the resident ID card's
 * check digit) also has `check`, which the runtime finds by the saved pattern text.
 */
export interface TextRule {
  name: keyof typeof ruleMsg;
  label: string;
  /** The regular expression saved as `rule`; `{n}` for a rule that takes a number. */
  pattern: string;
  msg: string;
  /** The number a rule takes (a length): the picker asks for it. */
  takesNumber?: boolean;
  /** What the pattern cannot say; only called on a value the pattern accepted. */
  check?: (value: string) => boolean;
}

const text = (name: TextRule['name'], pattern: string, extra: Partial<TextRule> = {}): TextRule => ({
  name, label: ruleMsg[name].label, msg: ruleMsg[name].msg, pattern, ...extra,
});

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643: the 18th character is the ISO 7064 MOD 11-2 check of the first 17 digits. */
export function residentIdCheckDigitOk(value: string): boolean {
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17].toUpperCase();
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100: the 18th character of a unified social credit code is a MOD 31 check of the first 17. */
export function creditCodeCheckOk(value: string): boolean {
  const code = value.toUpperCase();
  const sum = CREDIT_WEIGHTS.reduce((total, weight, i) => total + weight * CREDIT_CHARS.indexOf(code[i]), 0);
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

/** The province-level prefixes of GB/T 2260 (11 北京 … 82 澳门). */
const PROVINCES = new Set(['11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82']);

/**
 * A 12-digit administrative division code (province 2, city 2, county 2, township 3, village 3): the
 * province exists, and a level left at zero leaves every level under it at zero (110000001000 names
 * a village of no township).
 */
export function divisionCodeOk(value: string): boolean {
  if (!PROVINCES.has(value.slice(0, 2))) return false;
  const levels = [value.slice(2, 4), value.slice(4, 6), value.slice(6, 9), value.slice(9, 12)];
  const firstZero = levels.findIndex((level) => Number(level) === 0);
  return firstZero < 0 || levels.slice(firstZero).every((level) => Number(level) === 0);
}

/** Every text rule, in the order the picker lists them. */
export const textRules: readonly TextRule[] = [
  text('phone', '0?(13|14|15|17|18|19)[0-9]{9}'),
  text('email', '\\w[-\\w.+]*@([A-Za-z0-9][-A-Za-z0-9]+\\.)+[A-Za-z]{2,14}'),
  text('number', '^[0-9]*$'),
  text('idcard', '\\d{17}[\\d|x]|\\d{15}'),
  text('mobile', '^1[345789]\\d{9}$'),
  // The seed: length 4 to 18, though the older message said 6 to 18; the message follows the rule.
  text('userName', '^\\w{4,18}$'),
  text('mail', '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$'),
  text('naturalNumber', '^(0|[1-9]\\d*)$'),
  text('englishLetters', '^[A-Za-z]+$'),
  text('landline', '^0\\d{2,3}-?\\d{7,8}$'),
  text('bankCard', '^[1-9]\\d{9,19}$'),
  text('certificateNo', '^[A-Za-z0-9]{1,50}$'),
  text('residentIdCard', '^[1-9]\\d{5}(18|19|20)\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])\\d{3}[\\dXx]$', { check: residentIdCheckDigitOk }),
  text('creditCode', '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$', { check: creditCodeCheckOk }),
  text('divisionCode', '^\\d{12}$', { check: divisionCodeOk }),
  text('telephone', '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$'),
  text('qq', '^[1-9]\\d{4,11}$'),
  text('url', '^https?://\\S+$'),
  text('alphanumeric', '^[A-Za-z0-9]{1,20}$'),
  text('chineseEnglishSpace', '^[\\u4e00-\\u9fa5A-Za-z ]{2,100}$'),
  text('digitsAndNewlines', '^[\\d\\r\\n]+$'),
  text('anyText', '^[\\s\\S]{0,255}$'),
  text('minLength', '^[\\s\\S]{{n},}$', { takesNumber: true }),
  text('maxLength', '^[\\s\\S]{0,{n}}$', { takesNumber: true }),
];

const byName = new Map(textRules.map((rule) => [rule.name as string, rule]));

export const textRule = (name: string): TextRule | undefined => byName.get(name);

/** The `{rule, msg}` a control saves for `rule` (with its number, for a rule that takes one). */
export function savedRule(rule: TextRule, n = 0): { rule: string; msg: string } {
  return rule.takesNumber ? { rule: rule.pattern.replaceAll('{n}', String(n)), msg: fillRuleMsg(rule.msg, n) } : { rule: rule.pattern, msg: rule.msg };
}

/** The extra check of a saved rule whose pattern is one of the library's (found by its text). */
export function extraCheck(savedPattern: string): ((value: string) => boolean) | undefined {
  return textRules.find((rule) => rule.check && rule.pattern === savedPattern)?.check;
}

/** A checkbox group's counts (its `min` and `max`): the message when `count` breaks them, else ''. Empty is left to `required`. */
export function checkboxCountProblem(count: number, min: number | undefined, max: number | undefined): string {
  if (count === 0) return '';
  if (min !== undefined && count < min) return fillRuleMsg(ruleMsg.checkboxMin.msg, min);
  if (max !== undefined && count > max) return fillRuleMsg(ruleMsg.checkboxMax.msg, max);
  return '';
}

/** Whether a value passes a text rule as saved (pattern, then any extra check); empty values are left to `required`. */
export function passesTextRule(saved: { rule: string }, value: string): boolean {
  if (value === '') return true;
  if (!new RegExp(saved.rule).test(value)) return false;
  return extraCheck(saved.rule)?.(value) ?? true;
}
