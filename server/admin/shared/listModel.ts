import type { EntityField } from '../../../schemas/types.ts';
import { buildFilters, type Filter } from '../../entities/filters.ts';
import { buildSort, type SortKey } from '../../entities/listParams.ts';
import { entityModel, type EntityModel } from '../../entities/model.ts';

/**
 * A hand-written administration list described as the engine describes an entity, so that its
 * sort (and, where a module uses buildFilters, its filters) follow the same conventions and the
 * same whitelist: the named fields plus the system columns (createTime, updateTime, ...). Until
 * the module moves onto the engine (decision 0017), this is the one place that says which of
 * its columns a client may sort by. `components`: the menu components of its page, whose data
 * rules narrow it (entities/dataRuleScope.ts).
 */
export function listModel(table: string, fields: [EntityField, ...EntityField[]], components: string[] = []): EntityModel {
  return entityModel({ table, api: `/${table}`, permission: 'list', fields }, { file: `server list of ${table}`, components });
}

/** `column` and `order` of a list request over the model: newest first when none is given; an unknown column refused. */
export const listSort = (model: EntityModel, params: Record<string, unknown>): SortKey[] => buildSort(model, params);

/**
 * The filters of the named parameters (only those: the module reads its others itself) by the
 * engine's grammar (`!v`, `a,b`, `*v*`, ranges; schemas/query), for applyFilters over the model.
 */
export function listFilters(model: EntityModel, params: Record<string, unknown>, names: readonly string[]): Filter[] {
  const picked: Record<string, unknown> = {};
  for (const name of names) if (params[name] !== undefined) picked[name] = params[name];
  return buildFilters(model, picked);
}
