import { parseFilters, type Filter } from '../../schemas/query/index.ts';
import { queryableField, refusalOf } from './filterRules.ts';
import type { EntityHooks } from './hooks.ts';
import type { EntityModel } from './model.ts';

export type { Filter } from './filterRules.ts';

/**
 * The filters a list request asks for, read by the grammar the adapters share (schemas/query).
 * Parameters name fields by their names (Spring binds entity properties), advanced-query
 * conditions by name or column; anything else is refused before any SQL is built. The entity's
 * hooks may read parameters of its own first (hooks.listParams).
 */
export function buildFilters(entity: EntityModel, given: Record<string, unknown>, hooks: EntityHooks = {}): Filter[] {
  const own = hooks.listParams?.(given);
  const params = own?.params ?? given;
  try {
    const parsed = parseFilters({
      params,
      fieldOf: (name) => {
        const field = entity.byName.get(name);
        return field?.queryable ? field : undefined;
      },
      conditionFieldOf: (name) => queryableField(entity, name),
    });
    return own ? [...parsed, ...own.filters] : parsed;
  } catch (error) {
    throw refusalOf(error);
  }
}
