import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { dictModel, type DictModel } from '../services/dicts.ts';
import { applyFilters } from './applyFilters.ts';
import { dynamic } from './dynamic.ts';
import { queryableField } from './filterRules.ts';
import type { EntityModel, FieldModel } from './model.ts';
import { columnOf } from './names.ts';
import type { SchemaRegistry } from './registry.ts';
import { keptToTenant } from './tenantScope.ts';

/** A table dictionary never answers more than this many items. */
export const TABLE_DICT_LIMIT = 1000;

interface TableDict {
  entity: EntityModel;
  text: FieldModel;
  value: FieldModel;
}

/**
 * `table,text,code` resolved against the declared entities. A fourth part (a raw SQL condition on
 * the existing platform) and any undeclared table or field are refused: no name from a request
 * reaches SQL.
 */
export function resolveTableDict(registry: SchemaRegistry, code: string): TableDict {
  const parts = code.split(',').map((p) => p.trim());
  if (parts.length < 3) throw new ApiError(msg.dictCodeFormat);
  const entity = registry.byTable.get(columnOf(parts[0]));
  const text = entity && queryableField(entity, parts[1]);
  const value = entity && queryableField(entity, parts[2]);
  if (parts.length > 3 || !entity || !text || !value) throw new ApiError(msg.dictTableRefused);
  return { entity, text, value };
}

/**
 * Items of a table dictionary, optionally those whose text contains `keyword` (trigram-indexed);
 * with a tenant, only that tenant's rows.
 */
export async function tableDictItems(db: Db, dict: TableDict, options: { keyword?: string; limit?: number; tenant?: number | null } = {}): Promise<DictModel[]> {
  const { entity, text, value } = dict;
  let query = keptToTenant(dynamic(db)
    .selectFrom(entity.table)
    .select([sql.ref(value.column).as('v'), sql.ref(text.column).as('t')])
    .where(sql.ref(value.column), 'is not', null), options.tenant ?? null);
  if (options.keyword) query = applyFilters(query, entity, db.dialect, [{ kind: 'like', field: text.name, text: options.keyword, match: 'contains' }]);
  const rows = await query
    .orderBy(sql.ref(text.column))
    .limit(Math.min(options.limit ?? TABLE_DICT_LIMIT, TABLE_DICT_LIMIT))
    .execute();
  return rows.map((row) => dictModel(String(row.v), row.t === null || row.t === undefined ? '' : String(row.t)));
}
