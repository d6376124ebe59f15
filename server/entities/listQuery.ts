import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import { applyFilters, usesFts, type FilterHints } from './applyFilters.ts';
import { maintainedCount } from './counts.ts';
import { DictLookup } from './dictLookup.ts';
import { addDictText } from './dictText.ts';
import { dynamic, publicRow, selectable, type EntityRow } from './dynamic.ts';
import type { Filter } from './filterRules.ts';
import { buildFilters } from './filters.ts';
import { buildSort, pageParams, type SortKey } from './listParams.ts';
import { listTotal } from './listTotal.ts';
import type { EntityModel } from './model.ts';
import type { SchemaRegistry } from './registry.ts';
import { withinRules } from './dataRuleScope.ts';
import { withinTenant } from './tenantScope.ts';

/** The rows a filter selects, in the given order: the list page and the export share it. */
export function selectRows(db: Db, entity: EntityModel, filters: Filter[], sort: SortKey[], hints: FilterHints = {}) {
  let query = applyFilters(dynamic(db).selectFrom(entity.table).select(selectable(entity)), entity, db.dialect, filters, hints);
  for (const key of sort) query = query.orderBy(key.field, key.direction);
  // Rows created in the same second keep a stable order between pages.
  if (!sort.some((k) => k.field === 'id')) query = query.orderBy('id', sort[sort.length - 1]?.direction ?? 'desc');
  return query;
}

/** Rows as answered: dictionary texts added, booleans as true/false. */
export async function presentRows(db: Db, registry: SchemaRegistry, entity: EntityModel, rows: EntityRow[], tenant: number | null = null): Promise<EntityRow[]> {
  const shaped = rows.map((row) => ({ ...row }));
  await addDictText(new DictLookup(db, registry, tenant), entity, shaped);
  return shaped.map((row, i) => ({ ...row, ...publicRow(entity, rows[i]) }));
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
 */
export async function listPage(
  db: Db, registry: SchemaRegistry, entity: EntityModel, params: Record<string, unknown>, tenant: number | null = null, scope: Filter[] = [],
): Promise<Page<EntityRow>> {
  const filters = withinRules(withinTenant(buildFilters(entity, params), tenant), scope);
  const sort = buildSort(entity, params);
  const { pageNo, pageSize } = pageParams(params);
  const offset = (pageNo - 1) * pageSize;
  const rowsOf = (hints: FilterHints) => selectRows(db, entity, filters, sort, hints).limit(pageSize).offset(offset).execute();
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
