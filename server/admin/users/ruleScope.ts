import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requestRules } from '../../entities/dataRuleScope.ts';
import type { Filter } from '../../entities/filterRules.ts';
import { USER_COLUMNS } from './listQuery.ts';

/** Columns every entity table has but sys_user does not: a rule on them could only fail in SQL. */
const ABSENT = new Set(['sysOrgCode', 'tenantId']);
const NOTHING: Filter = { kind: 'in', field: 'id', values: [] };

/**
 * The data rules granted to the caller on 用户管理's menu, as filters over the user list (and its
 * export, which must answer what the list shows). As on every entity, a rule that cannot apply
 * here matches no row rather than widening what its holder reads.
 */
export async function userRuleFilters(ctx: Pick<AppContext, 'db' | 'dataRuleCache'>, request: FastifyRequest): Promise<Filter[]> {
  const rules = await requestRules(ctx, request, USER_COLUMNS);
  return rules.map((filter) => ('field' in filter && ABSENT.has(filter.field) ? NOTHING : filter));
}
