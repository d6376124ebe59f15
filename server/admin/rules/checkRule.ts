import { fill } from '../../http/messages.ts';
import { ruleMsg } from './messages.ts';
import type { PatternTest } from './patternRunner.ts';
import { repeatsARepeat } from './riskyPattern.ts';

/** One item of a check rule (the older platform's format): the next `digits` characters match `pattern`. */
export interface CheckRuleItem {
  /** How many characters this item checks; 'rest' for `"*"`, everything left. */
  digits: number | 'rest';
  pattern: RegExp;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const MAX_ITEMS = 50;
const MAX_PATTERN = 500;
const MAX_DIGITS = 1000;

function readDigits(raw: unknown): number | 'rest' | undefined {
  if (raw === '*') return 'rest';
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const digits = Number(text);
  return digits >= 1 && digits <= MAX_DIGITS ? digits : undefined;
}

/** A stored pattern matches the whole slice, as the platform's `Pattern.matches` did. */
function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    return undefined;
  }
}

export interface ParseOptions {
  /** Refuse patterns that repeat a repetition (`(a+)+`), the usual form of catastrophic backtracking: on save. */
  refuseRisky?: boolean;
}

function readItem(raw: unknown, n: number, last: boolean, options: ParseOptions): Parsed<CheckRuleItem> {
  const m = ruleMsg.ruleJson;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, problem: fill(m.itemNotObject, { n }) };
  const item = raw as Record<string, unknown>;
  const digits = readDigits(item.digits);
  if (digits === undefined) return { ok: false, problem: fill(m.digitsInvalid, { n }) };
  if (digits === 'rest' && !last) return { ok: false, problem: fill(m.starNotLast, { n }) };
  if (typeof item.pattern !== 'string' || item.pattern === '') return { ok: false, problem: fill(m.patternMissing, { n }) };
  if (item.pattern.length > MAX_PATTERN) return { ok: false, problem: fill(m.patternTooLong, { n, max: MAX_PATTERN }) };
  const pattern = compile(item.pattern);
  if (!pattern) return { ok: false, problem: fill(m.patternInvalid, { n, pattern: item.pattern }) };
  if (options.refuseRisky && repeatsARepeat(item.pattern)) return { ok: false, problem: fill(m.patternRisky, { n, pattern: item.pattern }) };
  if (typeof item.message !== 'string' || item.message.trim() === '') return { ok: false, problem: fill(m.messageMissing, { n }) };
  return { ok: true, value: { digits, pattern, message: item.message.trim() } };
}

/**
 * Reads a rule's JSON text: an array of `{digits, pattern, message}`, each pattern a valid regular
 * expression. A saved rule is read without `refuseRisky`, so rules saved before that check still
 * run (under the time limit).
 */
export function parseCheckRule(json: string, options: ParseOptions = {}): Parsed<CheckRuleItem[]> {
  const m = ruleMsg.ruleJson;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, problem: m.notJson };
  }
  if (!Array.isArray(raw)) return { ok: false, problem: m.notArray };
  if (raw.length === 0) return { ok: false, problem: m.empty };
  if (raw.length > MAX_ITEMS) return { ok: false, problem: fill(m.tooMany, { max: MAX_ITEMS }) };
  const items: CheckRuleItem[] = [];
  for (const [i, entry] of raw.entries()) {
    const item = readItem(entry, i + 1, i === raw.length - 1, options);
    if (!item.ok) return item;
    items.push(item.value);
  }
  return { ok: true, value: items };
}

/** What checking a value takes: each pattern against its slice, in order, and where slicing itself fails. */
export interface CheckPlan {
  tests: PatternTest[];
  /** The item whose slice the value is too short for (it fails unless an earlier test does). */
  shortAt?: number;
  /** How many characters the items cover, when the value is long enough for all of them. */
  covered: number;
  length: number;
}

/**
 * Slices `value` for the items: each item takes exactly the next `digits` characters (a value
 * too short fails that item) or all the rest, and its pattern must match the slice whole.
 */
export function planCheck(items: readonly CheckRuleItem[], value: string): CheckPlan {
  const chars = Array.from(value);
  const tests: PatternTest[] = [];
  let at = 0;
  for (const [index, item] of items.entries()) {
    const end = item.digits === 'rest' ? chars.length : at + item.digits;
    if (end > chars.length) return { tests, shortAt: index, covered: at, length: chars.length };
    tests.push({ pattern: item.pattern, text: chars.slice(at, end).join('') });
    at = end;
  }
  return { tests, covered: at, length: chars.length };
}

export type CheckOutcome = { passed: true } | { passed: false; message: string };

/** The answer once the first failing test is known (-1: none): that item's message, or what slicing found. */
export function verdict(items: readonly CheckRuleItem[], plan: CheckPlan, failing: number): CheckOutcome {
  if (failing >= 0) return { passed: false, message: items[failing].message };
  if (plan.shortAt !== undefined) return { passed: false, message: items[plan.shortAt].message };
  if (plan.covered < plan.length) return { passed: false, message: fill(ruleMsg.valueTooLongForRule, { digits: plan.covered }) };
  return { passed: true };
}

/**
 * Checks `value` slice by slice on this thread: the first failing item's message is the answer;
 * characters no item covers fail too. For patterns of trusted origin (tests); the endpoint runs
 * a saved rule's patterns with a time limit (`firstFailing`, patternRunner.ts).
 */
export function checkValue(items: readonly CheckRuleItem[], value: string): CheckOutcome {
  const plan = planCheck(items, value);
  return verdict(items, plan, plan.tests.findIndex((t) => !t.pattern.test(t.text)));
}
