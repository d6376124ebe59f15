import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { queryOf } from '../http/body.ts';
import { msg } from '../http/messages.ts';
import { dictTextKey } from './dictText.ts';
import type { EntityRow } from './dynamic.ts';
import type { EntityHooks } from './hooks.ts';
import { list, paramText, type Filter } from './filterRules.ts';
import { buildFilters } from './filters.ts';
import { buildSort, type SortKey } from './listParams.ts';
import { presentRows } from './listQuery.ts';
import { listTotal } from './listTotal.ts';
import type { EntityModel } from './model.ts';
import { exportBatches } from './exportBatches.ts';
import { entityAccess } from './permissions.ts';
import type { SchemaRegistry } from './registry.ts';
import { requestRules, withinRules } from './dataRuleScope.ts';
import { requestTenant } from './tenantScope.ts';
import { visible } from './softDelete.ts';
import { sendSheet } from './sheetStream.ts';

// The sheet helpers are the import's too (importExcel.ts).
export { XLSX_TYPE, sheetName } from './sheetStream.ts';

/** A cell as a person reads it: dictionary text, 是/否, numbers as numbers. */
function cell(entity: EntityModel, row: EntityRow, name: string): unknown {
  const field = entity.byName.get(name);
  const value = row[name];
  if (!field || value === null || value === undefined) return null;
  // A dictionary's text, or the text a hook's decorate gives a field of no dictionary (a user's sex).
  const text = row[dictTextKey(field)];
  if (text !== undefined && text !== null) return text;
  if (field.type === 'boolean') return value === true ? msg.yes : msg.no;
  return value;
}

/** The rows as cells, a batch at a time (exportBatches), `max` rows at most. */
async function* cellBatches(
  db: Db, registry: SchemaRegistry, entity: EntityModel, hooks: EntityHooks, filters: Filter[], sort: SortKey[], tenant: number | null, max: number,
): AsyncGenerator<unknown[][]> {
  // Secret fields are never answered, in a file either.
  const exported = entity.fields.filter((f) => !f.secret);
  for await (const rows of exportBatches(db, entity, filters, sort, max)) {
    const shown = await presentRows(db, registry, entity, rows, tenant);
    await hooks.decorate?.(db, shown);
    yield shown.map((row) => exported.map((f) => cell(entity, row, f.name)));
  }
}

/** GET {api}/exportXls: the list's filters (or `selections=id1,id2`), every row (of the header's tenant), as .xlsx. */
export function exportRoute(app: FastifyInstance, ctx: AppContext, entity: EntityModel, hooks: EntityHooks): void {
  const { db, registry } = ctx;
  app.get(`${entity.api}/exportXls`, entityAccess(entity)('export'), async (request, reply) => {
    const params = queryOf(request);
    const tenant = await requestTenant(db, request, entity);
    const selections = list(paramText(params.selections));
    // Filters are checked before the answer starts, so a bad one is still a proper error.
    const chosen: Filter[] = selections.length > 0 ? [{ kind: 'in', field: 'id', values: selections }] : buildFilters(entity, params, hooks);
    const filters = withinRules(visible(entity, chosen, tenant), await requestRules(ctx, request, entity));
    const sort = buildSort(entity, params);
    const max = ctx.config.exportMaxRows;
    return sendSheet(request, reply, {
      label: entity.label,
      headers: entity.fields.filter((f) => !f.secret).map((f) => f.label),
      total: selections.length > 0 ? selections.length : await listTotal(db, entity, filters),
      max,
      batches: cellBatches(db, registry, entity, hooks, filters, sort, tenant, max),
    });
  });
}
