import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { applyFilters } from '../../entities/applyFilters.ts';
import { dynamic } from '../../entities/dynamic.ts';
import { filterValue } from '../../entities/fieldValues.ts';
import { queryableField, typed, type Filter } from '../../entities/filterRules.ts';
import type { EntityModel, FieldModel } from '../../entities/model.ts';
import { columnOf } from '../../entities/names.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { dictField, TABLE_DICT_LIMIT } from '../../entities/tableDict.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { dictMsg } from './messages.ts';

/** A node of the tree select (api-contract section 6: the JSON key is `leaf`). */
export interface TreeSelectNode {
  key: string;
  title: string;
  value: string;
  code: string;
  parentId: string | null;
  leaf: boolean;
  icon: null;
  children: null;
}

export interface TreeDataParams {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField: string;
  pid: string;
  condition: string;
}

export interface TreeTable {
  entity: EntityModel;
  text: FieldModel;
  code: FieldModel;
  pid: FieldModel;
  hasChild?: FieldModel;
}

/** Table and fields from the request, each looked up among the declared entities (never a sensitive field, as for dictionaries), or refused. */
export function resolveTree(registry: SchemaRegistry, params: TreeDataParams): TreeTable {
  if (!params.tableName || !params.text || !params.code || !params.pidField) throw new ApiError(dictMsg.treeParamsRequired);
  const entity = registry.byTable.get(columnOf(params.tableName));
  const field = (name: string) => (entity ? dictField(entity, name) : undefined);
  const [text, code, pid] = [field(params.text), field(params.code), field(params.pidField)];
  const hasChild = params.hasChildField ? field(params.hasChildField) : undefined;
  if (!entity || !text || !code || !pid || (params.hasChildField && !hasChild)) throw new ApiError(msg.dictTableRefused);
  return { entity, text, code, pid, hasChild };
}

/**
 * `condition`: a JSON object of `field: value`, each an equality on a declared field (the
 * platform put the keys into its SQL as written; here each must be a field of the entity).
 */
export function conditionFilters(entity: EntityModel, condition: string): Filter[] {
  if (!condition.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new ApiError(dictMsg.conditionNotJson);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(dictMsg.conditionNotJson);
  return Object.entries(parsed).map(([name, value]) => {
    const field = queryableField(entity, name);
    if (!field) throw new ApiError(fill(msg.unknownFilter, { field: name }));
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw new ApiError(fill(dictMsg.conditionBadValue, { field: name }));
    }
    return { kind: 'compare', field: field.name, op: '=', value: typed(field, String(value)) };
  });
}

const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * GET /sys/dict/loadTreeData: one level of a tree kept in a declared entity, the children of
 * `pid` (the roots, whose parent field is empty, when no pid is given), by text. A node is a leaf
 * when its has-child field is not '1', or, without that field, when no row names it as parent.
 * `scope`: the rows the caller may read (tableDict.ts entityReadScope); only they count as children.
 */
export async function treeLevel(db: Db, tree: TreeTable, params: TreeDataParams, scope: Filter[]): Promise<TreeSelectNode[]> {
  const { entity, text, code, pid, hasChild } = tree;
  const filters = conditionFilters(entity, params.condition);
  let query = dynamic(db)
    .selectFrom(entity.table)
    .select([sql.ref(code.column).as('k'), sql.ref(text.column).as('t'), sql.ref(pid.column).as('p')])
    .$if(hasChild !== undefined, (q) => q.select(sql.ref((hasChild as FieldModel).column).as('h')));
  query = params.pid
    ? query.where(sql.ref(pid.column), '=', typed(pid, params.pid))
    : query.where((eb) => eb.or([eb(sql.ref(pid.column), 'is', null), ...(pid.type === 'string' ? [eb(sql.ref(pid.column), '=', '')] : [])]));
  const rows = await applyFilters(query, entity, db.dialect, [...filters, ...scope]).orderBy(sql.ref(text.column)).limit(TABLE_DICT_LIMIT).execute();
  const parents = hasChild ? new Set<string>() : await parentsAmong(db, tree, rows.map((row) => row.k), scope);
  return rows.map((row) => {
    const key = shown(row.k);
    return {
      key, title: shown(row.t), value: key, code: key, parentId: row.p === null || row.p === undefined ? null : String(row.p),
      leaf: hasChild ? shown(row.h) !== '1' : !parents.has(key), icon: null, children: null,
    };
  });
}

/** Which of the keys some row names as its parent. */
async function parentsAmong(db: Db, tree: TreeTable, keys: unknown[], scope: Filter[]): Promise<Set<string>> {
  const values = keys.map((k) => filterValue(tree.pid, shown(k))).filter((v) => v !== undefined);
  if (values.length === 0) return new Set();
  const query = dynamic(db).selectFrom(tree.entity.table).select(sql.ref(tree.pid.column).as('p')).distinct();
  const rows = await applyFilters(query, tree.entity, db.dialect, [...scope, { kind: 'in', field: tree.pid.name, values }]).execute();
  return new Set(rows.map((row) => shown(row.p)));
}
