import type { EntityField } from '../../schemas/types.ts';
import { parseCheckRule, type Parsed } from '../admin/rules/checkRule.ts';
import { parseFillParams } from '../admin/rules/fillRule.ts';
import { fill } from '../http/messages.ts';
import { passesTextRule, savedRule, textRule } from '../../schemas/rules/ruleLibrary.ts';
import { fieldCheckMsg } from './messages.ts';

/** The names an entity field's `check` may give (the meta-schema's enum). */
export type FieldCheckName = NonNullable<EntityField['check']>;

/** What is wrong with a field's non-blank text, in words the form shows under the field; undefined when it passes. */
export type FieldCheck = (text: string, label: string) => string | undefined;

const NOT_JSON = Symbol('not JSON');

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** A code that other rows keep in comma-separated lists (a user's positions): no commas, spaces or markup. */
const CODE = /^[A-Za-z0-9_-]+$/;

/** A rule of the library the browser's form runs too (pattern and check digit): one message on both sides. */
function libraryRule(name: string): FieldCheck {
  const rule = textRule(name);
  if (!rule) throw new Error(`the rule library has no rule ${name}`);
  const saved = savedRule(rule);
  return (text) => (passesTextRule(saved, text) ? undefined : saved.msg);
}

const problemOf = (parsed: Parsed<unknown>): string | undefined => (parsed.ok ? undefined : parsed.problem);

/**
 * Every check a schema may name. Typed by the meta-schema's enum, so a name the meta-schema
 * allows cannot lack a check here (and ajv refuses any other name when the schema is read).
 */
export const fieldChecks: Readonly<Record<FieldCheckName, FieldCheck>> = {
  json: (text, label) => (readJson(text) === NOT_JSON ? fill(fieldCheckMsg.notJson, { label }) : undefined),
  jsonArray: (text, label) => {
    const value = readJson(text);
    if (value === NOT_JSON) return fill(fieldCheckMsg.notJson, { label });
    return Array.isArray(value) ? undefined : fill(fieldCheckMsg.notJsonArray, { label });
  },
  checkRule: (text) => problemOf(parseCheckRule(text, { refuseRisky: true })),
  fillParams: (text) => problemOf(parseFillParams(text)),
  code: (text, label) => (CODE.test(text) ? undefined : fill(fieldCheckMsg.notCode, { label })),
  residentIdCard: libraryRule('residentIdCard'),
  creditCode: libraryRule('creditCode'),
  divisionCode: libraryRule('divisionCode'),
  mobile: libraryRule('mobile'),
  landline: libraryRule('landline'),
  telephone: libraryRule('telephone'),
};
