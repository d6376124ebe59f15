import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller } from '../auth/access.ts';
import { queryOf } from '../http/body.ts';
import { ApiError, okMessage, type Envelope } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { storeFile } from '../services/files.ts';
import { DictLookup } from './dictLookup.ts';
import { XLSX_TYPE, sheetName } from './exportXls.ts';
import { paramText } from './filterRules.ts';
import type { FieldError } from './fieldValues.ts';
import { cellValue } from './importCells.ts';
import { fieldCheckMsg } from './messages.ts';
import type { EntityModel, FieldModel } from './model.ts';
import type { ImportGate } from './importGate.ts';
import { importLimits } from './importLimits.ts';
import { entityAccess } from './permissions.ts';
import { readSheet, type Sheet } from './readSheet.ts';
import { checkCandidates, coerceRecord, valuesForTexts } from './records.ts';
import { requestTenant, tenantColumn } from './tenantScope.ts';
import { auditImport } from './auditChange.ts';
import type { EntityHooks, WriteChange } from './hooks.ts';
import { creation, inTransaction, writeRows } from './writes.ts';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The uploaded file (any field name; the first file counts) and the form's other fields. */
async function upload(request: FastifyRequest): Promise<{ buffer: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new ApiError(msg.importNoFile);
  const fields: Record<string, string> = {};
  let buffer: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        buffer ??= content;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(fill(msg.importTooLarge, { mb: MAX_IMPORT_BYTES / 1024 / 1024 }));
    }
    throw error;
  }
  if (!buffer || buffer.length === 0) throw new ApiError(msg.importNoFile);
  return { buffer, fields };
}

/** Header cells matched to fields by label or name; other columns are ignored. */
function columnFields(entity: EntityModel, header: string[]): (FieldModel | undefined)[] {
  const columns = header.map((title) => {
    const key = title.trim().toLowerCase();
    return entity.fields.find((f) => f.label === title.trim() || f.name.toLowerCase() === key);
  });
  if (!columns.some(Boolean)) throw new ApiError(msg.importNoColumns);
  return columns;
}

/**
 * A problem as the error column says it: no field stands beside it there, so one that does not
 * start with its field's label (a content check's, e.g. "第1项的 pattern …") gets the label.
 */
function inFile(entity: EntityModel, error: FieldError): string {
  const label = entity.byName.get(error.field)?.label;
  return label && !error.message.startsWith(label) ? fill(fieldCheckMsg.inFile, { label, problem: error.message }) : error.message;
}

/** The bad rows as they came, with a last column saying what is wrong with each. */
async function errorWorkbook(entity: EntityModel, sheet: Sheet, bad: { cells: unknown[]; errors: FieldError[] }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const out = workbook.addWorksheet(sheetName(entity.label));
  const width = sheet.header.length;
  out.addRow([...sheet.header, msg.importErrorColumn]);
  for (const row of bad) out.addRow([...Array.from({ length: width }, (_, i) => row.cells[i] ?? null), row.errors.map((e) => inFile(entity, e)).join('；')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The checked rows in one transaction with the entity's write hooks (each row as an add; a hook's
 * refusal stores none of them) and one operation-log entry.
 */
async function storeRows(
  ctx: AppContext, entity: EntityModel, hooks: EntityHooks, request: FastifyRequest, values: WriteChange['values'][], tenant: number | null,
): Promise<void> {
  const auth = caller(request);
  const stamp = creation(auth);
  await inTransaction(ctx.db, entity, async (tx) => {
    const hook = { db: tx, entity, auth, registry: ctx.registry, app: ctx };
    const changes: WriteChange[] = values.map((v) => ({ mode: 'add', values: v }));
    if (hooks.beforeWrite) for (const change of changes) await hooks.beforeWrite(hook, change);
    const rows = await writeRows(tx, entity, changes.map((c) => ({ ...c.values, ...stamp, ...tenantColumn(tenant) })));
    if (hooks.afterWrite) for (const [i, row] of rows.entries()) await hooks.afterWrite(hook, { ...changes[i], row });
    await auditImport(ctx, request, tx, entity, rows.length);
  });
}

/** POST {api}/importExcel: rows checked like the add form; `validateStatus=1` stores all or nothing. */
export function importRoute(app: FastifyInstance, ctx: AppContext, entity: EntityModel, hooks: EntityHooks, gate: ImportGate): void {
  const { db } = ctx;
  app.post(`${entity.api}/importExcel`, entityAccess(entity)('import'), async (request) => {
    // The tenant is checked first: a refused one is answered before the file is read.
    const tenant = await requestTenant(db, request, entity);
    return gate.asUser(caller(request).user.id, () => importFile(ctx, entity, hooks, gate, request, tenant));
  });
}

/** The import itself: read the upload, then the sheet (in one of the gate's reader places), then store. */
async function importFile(
  ctx: AppContext, entity: EntityModel, hooks: EntityHooks, gate: ImportGate, request: FastifyRequest, tenant: number | null,
): Promise<Envelope<string>> {
  const { db, registry } = ctx;
  const { buffer, fields } = await upload(request);
  const allOrNothing = (fields.validateStatus ?? paramText(queryOf(request).validateStatus)) === '1';
  const unreadable = (error: unknown) => request.log.info({ err: error }, 'import: the sheet could not be read');
  const sheet = await gate.reading(() => readSheet(buffer, importLimits(ctx.config.importMaxRows), unreadable));
  if (sheet.rows.length === 0) throw new ApiError(msg.importEmpty);
  const columns = columnFields(entity, sheet.header);
  const bodies = sheet.rows.map((row) => {
    const body: Record<string, unknown> = {};
    columns.forEach((field, i) => {
      if (field) body[field.name] = cellValue(field, row.cells[i]);
    });
    return body;
  });
  const lookup = new DictLookup(db, registry, tenant);
  await valuesForTexts(lookup, entity, bodies);
  const candidates = bodies.map((body) => coerceRecord(entity, body, 'add'));
  await checkCandidates(db, lookup, entity, candidates, { rowNumbers: sheet.rows.map((r) => r.number), tenant });

  const good = candidates.filter((c) => c.errors.length === 0);
  const bad = candidates.flatMap((c, i) => (c.errors.length > 0 ? [{ cells: sheet.rows[i].cells, errors: c.errors }] : []));
  if (!(allOrNothing && bad.length > 0) && good.length > 0) await storeRows(ctx, entity, hooks, request, good.map((c) => c.values), tenant);
  if (bad.length === 0) return okMessage(fill(msg.importOk, { count: good.length }));

  const url = await storeFile(db, {
    name: `${entity.label}${msg.importErrorFile}.xlsx`,
    contentType: XLSX_TYPE,
    content: await errorWorkbook(entity, sheet, bad),
  });
  const counts = { total: candidates.length, good: allOrNothing ? 0 : good.length, bad: bad.length };
  // As on the existing platform, 201 is a success that carries an error file, even when nothing
  // was stored: clients then offer the file instead of showing a bare failure.
  const message = fill(allOrNothing ? msg.importRejected : msg.importPartly, counts);
  const answer: Envelope<string> = { success: true, message, code: 201, result: url, timestamp: Date.now() };
  return answer;
}
