import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SysPermissionDataRuleTable } from '../db/types.ts';
import { grantedRules } from '../admin/dataRules/grants.ts';
import { fillVariables, type RuleCaller } from '../admin/dataRules/variables.ts';
import { caller } from '../auth/access.ts';
import { FilterRefusal, ruleFilter, ruleNamed } from '../../schemas/query/index.ts';
import type { Filter } from './filterRules.ts';
import { findField, type EntityModel } from './model.ts';

type Rule = Pick<SysPermissionDataRuleTable, 'id' | 'ruleColumn' | 'ruleConditions' | 'ruleValue'>;

/**
 * Matches no row. A granted rule that cannot be applied (a column the entity lacks, a condition
 * not accepted, a value its field cannot hold) narrows to nothing: a rule meant to restrict never
 * widens what its holder reads by being broken.
 */
const NOTHING: Filter = { kind: 'in', field: 'id', values: [] };

const warned = new Set<string>();
/** Each broken rule is logged once per process, not on every list. */
function warnOnce(log: FastifyBaseLogger | undefined, key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  log?.warn(message);
}

/**
 * Granted data rules as list filters (all of them hold: AND). A rule on a column the entity does
 * not have, or with a condition that is not one of the accepted ones, matches no row and is logged
 * once: its name never reaches SQL. Values are bound parameters, variables filled for the caller.
 */
export function ruleFilters(entity: EntityModel, rules: Rule[], who: RuleCaller, log?: FastifyBaseLogger, now = new Date()): Filter[] {
  const filters: Filter[] = [];
  for (const rule of rules) {
    const field = findField(entity, rule.ruleColumn);
    if (!field || field.secret) {
      warnOnce(log, `${entity.table}|${rule.id}|column`, `data rule ${rule.id} matches nothing on ${entity.table}: ${rule.ruleColumn} is not a field of the entity`);
      filters.push(NOTHING);
      continue;
    }
    const value = fillVariables(rule.ruleValue, who, now);
    // The conditions are QueryRuleEnum values (`=`, `!=`, `LIKE`, `IN`, ...): the list grammar's rules.
    const named = ruleNamed(rule.ruleConditions);
    if (!named) {
      warnOnce(log, `${entity.table}|${rule.id}|condition`, `data rule ${rule.id} matches nothing on ${entity.table}: condition ${rule.ruleConditions} is not accepted`);
      filters.push(NOTHING);
      continue;
    }
    try {
      filters.push(ruleFilter(field, named, value));
    } catch (error) {
      if (!(error instanceof FilterRefusal)) throw error;
      filters.push(NOTHING);
    }
  }
  return filters;
}

/**
 * The data-rule filters of an entity request: the rules the caller's roles (and department roles)
 * are granted on the entity page's menus; none when no rule is granted (the list is as before).
 * The rules are kept per session for PERMISSION_CACHE_MS (ctx.dataRuleCache, as the guard keeps
 * permission codes), so a changed grant holds within that time, and on the next request in the
 * process that changed it (permissionsChanged). Without a cache they are read on every call.
 * Their variables are filled from the caller as read for this request.
 */
export async function requestRules(ctx: Pick<AppContext, 'db' | 'dataRuleCache'>, request: FastifyRequest, entity: EntityModel): Promise<Filter[]> {
  const { session, user } = caller(request);
  const read = () => grantedRules(ctx.db, user.id, entity.components);
  const rules = ctx.dataRuleCache ? await ctx.dataRuleCache.rules(session.id, entity.table, read) : await read();
  return ruleFilters(entity, rules, user, request.log);
}

/** The filters narrowed by the data rules too; the same array when there are none. */
export const withinRules = (filters: Filter[], rules: Filter[]): Filter[] => (rules.length === 0 ? filters : [...filters, ...rules]);
