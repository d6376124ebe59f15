import { PassThrough } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { queryOf } from '../http/body.ts';
import { contentDisposition } from '../http/download.ts';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
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

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ */
export const sheetName = (label: string): string => label.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

/** A cell as a person reads it: dictionary text, 是/否, numbers as numbers. */
function cell(entity: EntityModel, row: EntityRow, name: string): unknown {
  const field = entity.byName.get(name);
  const value = row[name];
  if (!field || value === null || value === undefined) return null;
  if (field.dict) return row[dictTextKey(field)] ?? value;
  if (field.type === 'boolean') return value === true ? msg.yes : msg.no;
  return value;
}

/** Resolves once `out` has room again (or is gone: a client that left needs nothing more). */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Writes rows a batch at a time (exportBatches), so a large export never holds every row in memory; `max` rows at most. */
async function writeWorkbook(db: Db, registry: SchemaRegistry, entity: EntityModel, filters: Filter[], sort: SortKey[], out: PassThrough, tenant: number | null, max: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(entity.label));
  // Secret fields are never answered, in a file either.
  const exported = entity.fields.filter((f) => !f.secret);
  sheet.columns = exported.map((f) => ({ header: f.label, key: f.name, width: Math.min(40, Math.max(12, f.label.length * 2 + 4)) }));
  for await (const rows of exportBatches(db, entity, filters, sort, max)) {
    for (const row of await presentRows(db, registry, entity, rows, tenant)) {
      sheet.addRow(exported.map((f) => cell(entity, row, f.name))).commit();
    }
    // Between batches the event loop gets its turn (SQLite reads are synchronous, so without
    // this one export would hold every other request until its last row), and a slow client
    // holds the reading back instead of the rows piling up in memory.
    await turn();
    await drained(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** GET {api}/exportXls: the list's filters (or `selections=id1,id2`), every row (of the header's tenant), as .xlsx. */
export function exportRoute(app: FastifyInstance, ctx: AppContext, entity: EntityModel, hooks: EntityHooks): void {
  const { db, registry } = ctx;
  app.get(`${entity.api}/exportXls`, entityAccess(entity)('export'), async (request, reply) => {
    const params = queryOf(request);
    const tenant = await requestTenant(db, request);
    const selections = list(paramText(params.selections));
    // Filters are checked before the answer starts, so a bad one is still a proper error.
    const chosen: Filter[] = selections.length > 0 ? [{ kind: 'in', field: 'id', values: selections }] : buildFilters(entity, params, hooks);
    const filters = withinRules(visible(entity, chosen, tenant), await requestRules(ctx, request, entity));
    const sort = buildSort(entity, params);
    // Counted before the answer starts: past the limit the file would be cut short or unreadable.
    const total = selections.length > 0 ? selections.length : await listTotal(db, entity, filters);
    if (total > ctx.config.exportMaxRows) throw new ApiError(fill(msg.exportTooMany, { total, max: ctx.config.exportMaxRows }));
    const out = new PassThrough();
    writeWorkbook(db, registry, entity, filters, sort, out, tenant, ctx.config.exportMaxRows).catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed while streaming');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition(`${entity.label}.xlsx`))
      .send(out);
  });
}
