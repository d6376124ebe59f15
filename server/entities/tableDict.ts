import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { callerHolds } from '../auth/access.ts';
import { ApiError } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { dictModel, type DictModel } from '../services/dicts.ts';
import { applyFilters } from './applyFilters.ts';
import { requestRules, withinRules } from './dataRuleScope.ts';
import { dynamic } from './dynamic.ts';
import { filterValue } from './fieldValues.ts';
import { queryableField, type Filter } from './filterRules.ts';
import type { EntityModel, FieldModel } from './model.ts';
import { columnOf } from './names.ts';
import { permissionCode } from './permissions.ts';
import type { SchemaRegistry } from './registry.ts';
import { systemDict, type SystemDict } from './systemDicts.ts';
import { requestTenant } from './tenantScope.ts';
import { visible } from './softDelete.ts';

/** A table dictionary never answers more than this many items. */
export const TABLE_DICT_LIMIT = 1000;

export interface EntityDict {
  kind: 'entity';
  entity: EntityModel;
  text: FieldModel;
  value: FieldModel;
}

/** Where a `table,text,code` dictionary reads: a declared entity's fields, or a whitelisted system table's columns. */
export type TableDict = EntityDict | SystemDict;

/** A field a dictionary may read: declared or a system column, never secret, never sensitive. */
export function dictField(entity: EntityModel, name: string): FieldModel | undefined {
  const field = queryableField(entity, name);
  return field && !field.sensitive ? field : undefined;
}

/**
 * `table,text,code` resolved against the system whitelist (systemDicts.ts), then the declared
 * entities. A fourth part (a raw SQL condition on the existing platform), any undeclared
 * table or field and a sensitive field are refused alike: no name from a request reaches SQL, and
 * the answer does not say which fields exist.
 */
export function resolveTableDict(registry: SchemaRegistry, code: string): TableDict {
  const parts = code.split(',').map((p) => p.trim());
  if (parts.length < 3) throw new ApiError(msg.dictCodeFormat);
  if (parts.length > 3) throw new ApiError(msg.dictTableRefused);
  // A system table's whitelisted names and codes stay open to every signed-in user (the pickers'),
  // also once the table is a declared entity (sys_depart): its other columns follow the entity's rules.
  const system = systemDict(parts[0], parts[1], parts[2]);
  if (system) return system;
  const entity = registry.byTable.get(columnOf(parts[0]));
  if (!entity) throw new ApiError(msg.dictTableRefused);
  const text = dictField(entity, parts[1]);
  const value = dictField(entity, parts[2]);
  if (!text || !value) throw new ApiError(msg.dictTableRefused);
  return { kind: 'entity', entity, text, value };
}

/**
 * The rows of an entity a dictionary, a tree select or a label lookup may show the caller: only with
 * the entity's list code (403 otherwise), and only those its list would show (tenant and data
 * rules, tenantScope.ts and dataRuleScope.ts). Answered as filters for applyFilters.
 */
export async function entityReadScope(ctx: Pick<AppContext, 'db' | 'dataRuleCache'>, request: FastifyRequest, entity: EntityModel): Promise<Filter[]> {
  if (!(await callerHolds(request, permissionCode(entity, 'list')))) throw new ApiError(msg.accessDenied, 403, 403);
  return withinRules(visible(entity, [], await requestTenant(ctx.db, request, entity)), await requestRules(ctx, request, entity));
}

/** The scope of a table dictionary: the entity's (entityReadScope); none for a whitelisted system table, open to the signed-in. */
export const dictScope = (ctx: Pick<AppContext, 'db' | 'dataRuleCache'>, request: FastifyRequest, dict: TableDict): Promise<Filter[]> =>
  dict.kind === 'entity' ? entityReadScope(ctx, request, dict.entity) : Promise.resolve([]);

export interface DictQuery {
  /** Only items whose text contains it. */
  keyword?: string;
  /** Only the items of these values (label lookups). */
  values?: string[];
  limit?: number;
}

function entityItems(db: Db, dict: EntityDict, scope: Filter[], options: DictQuery) {
  const { entity, text, value } = dict;
  const filters = [...scope];
  if (options.keyword) filters.push({ kind: 'like', field: text.name, text: options.keyword, match: 'contains' });
  if (options.values) filters.push({ kind: 'in', field: value.name, values: options.values.map((v) => filterValue(value, v)).filter((v) => v !== undefined) });
  const query = dynamic(db)
    .selectFrom(entity.table)
    .select([sql.ref(value.column).as('v'), sql.ref(text.column).as('t')])
    .where(sql.ref(value.column), 'is not', null);
  return applyFilters(query, entity, db.dialect, filters).orderBy(sql.ref(text.column));
}

function systemItems(db: Db, dict: SystemDict, options: DictQuery) {
  const contains = db.dialect === 'postgres' ? 'strpos' : 'instr';
  return dynamic(db)
    .selectFrom(dict.table)
    .select([sql.ref(dict.value).as('v'), sql.ref(dict.text).as('t')])
    .where(sql.ref(dict.value), 'is not', null)
    .$if(dict.live !== undefined, (q) => q.where(sql.ref((dict.live as [string, unknown])[0]), '=', (dict.live as [string, number | string])[1]))
    .$if(Boolean(options.keyword), (q) => q.where(sql<number>`${sql.raw(contains)}(${sql.ref(dict.text)}, ${options.keyword})`, '>', 0))
    .$if(options.values !== undefined, (q) => q.where(sql.ref(dict.value), 'in', options.values?.length ? options.values : ['']))
    .orderBy(sql.ref(dict.text));
}

/**
 * Items of a table dictionary within `scope` (dictScope): optionally those whose text contains
 * `keyword` (trigram-indexed on entities), or those of the given values.
 */
export async function tableDictItems(db: Db, dict: TableDict, scope: Filter[], options: DictQuery = {}): Promise<DictModel[]> {
  if (options.values?.length === 0) return [];
  const query = dict.kind === 'entity' ? entityItems(db, dict, scope, options) : systemItems(db, dict, options);
  const rows = await query.limit(Math.min(options.limit ?? TABLE_DICT_LIMIT, TABLE_DICT_LIMIT)).execute();
  return rows.map((row) => dictModel(String(row.v), row.t === null || row.t === undefined ? '' : String(row.t)));
}
