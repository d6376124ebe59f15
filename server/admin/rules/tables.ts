import type { Db } from '../../db/database.ts';

/** dev_check_rule: declared by schemas/pages/check-rules.json (the entity server creates it). */
export interface DevCheckRuleTable {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleJson: string | null;
}

/** dev_fill_rule: declared by schemas/pages/fill-rules.json. */
export interface DevFillRuleTable {
  id: string;
  ruleName: string;
  ruleCode: string;
  ruleClass: string | null;
  ruleParams: string | null;
}

/** sys_fill_rule_counter (migration 012): the last serial handed out per rule and period. */
export interface SysFillRuleCounterTable {
  ruleCode: string;
  period: string;
  lastSerial: number;
}

export const CHECK_RULE_TABLE = 'dev_check_rule';
export const FILL_RULE_TABLE = 'dev_fill_rule';

export function ruleTables(db: Db) {
  return db.kysely.withTables<{ devCheckRule: DevCheckRuleTable; devFillRule: DevFillRuleTable; sysFillRuleCounter: SysFillRuleCounterTable }>();
}
