import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import { usesFts, type FilterHints } from './applyFilters.ts';
import { maintainedCount } from './counts.ts';
import { DictLookup } from './dictLookup.ts';
import { addDictText } from './dictText.ts';
import { assignPublic, type EntityRow } from './dynamic.ts';
import type { Filter } from './filterRules.ts';
import { buildFilters } from './filters.ts';
import { buildSort, pageParams, type SortKey } from './listParams.ts';
import type { EntityHooks } from './hooks.ts';
import { listTotal } from './listTotal.ts';
import type { EntityModel } from './model.ts';
import type { SchemaRegistry } from './registry.ts';
import { pageRows } from './selectRows.ts';
import { withinRules } from './dataRuleScope.ts';
import { visible } from './softDelete.ts';
import { answerRoots, treeLevel } from './tree.ts';
import { attachLinks } from './links.ts';

/**
 * Rows as answered: dictionary texts added, booleans as true/false, link fields as id lists. The copies are made with
 * Object.assign and finished in place: V8 adds the `_dictText` keys to a spread copy of a row
 * about ten times more slowly (a new hidden class per row), which showed on every list page.
 */
export async function presentRows(db: Db, registry: SchemaRegistry, entity: EntityModel, rows: EntityRow[], tenant: number | null = null): Promise<EntityRow[]> {
  const shaped = rows.map((row) => Object.assign({}, row));
  await addDictText(new DictLookup(db, registry, tenant), entity, shaped);
  for (let i = 0; i < shaped.length; i++) assignPublic(entity, shaped[i], rows[i]);
  answerRoots(entity, shaped);
  await attachLinks(db, entity, shaped);
  return shaped;
}

/**
 * SQLite plans a trigram search by its matches: fine when they are few, slow when thousands must
 * be fetched and sorted. Walking the creation-time index and testing rows visits about
 * needed × table size / matches rows instead; that wins once matches² > needed × table size.
 */
async function searchHints(db: Db, entity: EntityModel, filters: Filter[], sort: SortKey[], needed: number, total: number): Promise<FilterHints> {
  if (!usesFts(entity, db.dialect, filters) || sort.length !== 1 || sort[0].field !== 'createTime') return {};
  const size = await maintainedCount(db.kysely, entity.table);
  return total * total > needed * size ? { walkSortIndex: true } : {};
}

/**
 * GET {api}/list: the QueryGenerator semantics of api-contract section 1 over a declared entity.
 * `tenant` keeps rows (and the total, then counted rather than read from the maintained counts)
 * to one tenant; null leaves the list as it was. `scope`: the caller's data-rule filters (dataRuleScope.ts).
 * `hooks`: the entity's, for the parameters it reads itself (listParams).
 */
export async function listPage(
  db: Db, registry: SchemaRegistry, entity: EntityModel, params: Record<string, unknown>, tenant: number | null = null, scope: Filter[] = [],
  hooks: EntityHooks = {},
): Promise<Page<EntityRow>> {
  const filters = withinRules(visible(entity, treeLevel(entity, buildFilters(entity, params, hooks)), tenant), scope);
  const sort = buildSort(entity, params);
  const { pageNo, pageSize } = pageParams(params);
  const offset = (pageNo - 1) * pageSize;
  const rowsOf = (hints: FilterHints) => pageRows(db, entity, filters, sort, hints, pageSize, offset);
  let rows: EntityRow[];
  let total: number;
  if (usesFts(entity, db.dialect, filters)) {
    total = await listTotal(db, entity, filters);
    rows = total === 0 ? [] : await rowsOf(await searchHints(db, entity, filters, sort, offset + pageSize, total));
  } else {
    [rows, total] = await Promise.all([rowsOf({}), listTotal(db, entity, filters)]);
  }
  return page(await presentRows(db, registry, entity, rows, tenant), total, pageSize, pageNo);
}
