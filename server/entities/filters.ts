import { parseFilters, type Filter } from '../../schemas/query/index.ts';
import { queryableField, refusalOf } from './filterRules.ts';
import type { EntityModel } from './model.ts';

export type { Filter } from './filterRules.ts';

/**
 * The filters a list request asks for, read by the grammar the adapters share (schemas/query).
 * Parameters name fields by their names (Spring binds entity properties), advanced-query
 * conditions by name or column; anything else is refused before any SQL is built.
 */
export function buildFilters(entity: EntityModel, params: Record<string, unknown>): Filter[] {
  try {
    return parseFilters({
      params,
      fieldOf: (name) => {
        const field = entity.byName.get(name);
        return field?.queryable ? field : undefined;
      },
      conditionFieldOf: (name) => queryableField(entity, name),
    });
  } catch (error) {
    throw refusalOf(error);
  }
}
