import type { Row, SuperQuery, SuperQueryCondition } from '../../schemas/adapter.ts';
import { matchesRule } from './matchRule.ts';

/** Conditions the server keeps: those with a field, a rule and a value (api-contract section 1, step 5). */
export function usableConditions(conditions: readonly SuperQueryCondition[]): SuperQueryCondition[] {
  return conditions.filter((c) => c.field && c.rule && String(c.val ?? '') !== '');
}

/** Whether a row passes the advanced query: all conditions (and) or any of them (or). */
export function matchesSuperQuery(row: Row, query: SuperQuery | undefined, isField: (name: string) => boolean): boolean {
  if (!query) return true;
  const conditions = usableConditions(query.conditions).filter((c) => isField(c.field));
  if (conditions.length === 0) return true;
  const test = (c: SuperQueryCondition) => matchesRule(row[c.field], c.rule, String(c.val));
  return query.matchType === 'or' ? conditions.some(test) : conditions.every(test);
}
