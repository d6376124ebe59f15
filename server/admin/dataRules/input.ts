import { text } from '../../http/body.ts';
import { refuse } from '../../http/params.ts';
import { dataRuleMsg } from './messages.ts';
import { unknownVariables } from './variables.ts';

/** The conditions a rule may use; each becomes a bound-parameter filter (server/entities/dataRuleScope.ts). */
export const RULE_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN'] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];

/** The older platform's raw SQL condition: never accepted (its value would be SQL text). */
const SQL_RULES = 'USE_SQL_RULES';
const COLUMN = /^[a-z][A-Za-z0-9]{0,49}$/;

export interface RuleFields {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: RuleCondition;
  ruleValue: string;
  status: string;
}

export const isRuleCondition = (value: string): value is RuleCondition => (RULE_CONDITIONS as readonly string[]).includes(value);

/** The body of add or edit, checked; every refusal names its field. */
export function readRuleInput(body: Record<string, unknown>): RuleFields {
  const ruleName = text(body, 'ruleName', 51);
  if (!ruleName) refuse('ruleName', dataRuleMsg.nameRequired);
  if (ruleName.length > 50) refuse('ruleName', dataRuleMsg.nameTooLong);
  const ruleColumn = text(body, 'ruleColumn', 51);
  if (!ruleColumn) refuse('ruleColumn', dataRuleMsg.columnRequired);
  if (!COLUMN.test(ruleColumn)) refuse('ruleColumn', dataRuleMsg.columnInvalid);
  const condition = text(body, 'ruleConditions', 51).toUpperCase();
  if (!condition) refuse('ruleConditions', dataRuleMsg.conditionRequired);
  if (condition === SQL_RULES) refuse('ruleConditions', dataRuleMsg.sqlRefused);
  if (!isRuleCondition(condition)) refuse('ruleConditions', dataRuleMsg.conditionInvalid);
  const ruleValue = text(body, 'ruleValue', 301);
  if (!ruleValue) refuse('ruleValue', dataRuleMsg.valueRequired);
  if (ruleValue.length > 300) refuse('ruleValue', dataRuleMsg.valueTooLong);
  const [unknown] = unknownVariables(ruleValue);
  if (unknown) refuse('ruleValue', dataRuleMsg.variableUnknown(unknown));
  const status = text(body, 'status', 3) || '1';
  if (status !== '0' && status !== '1') refuse('status', dataRuleMsg.statusInvalid);
  return { ruleName, ruleColumn, ruleConditions: condition, ruleValue, status };
}
