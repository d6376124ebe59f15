import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller } from '../auth/access.ts';
import { bodyOf, queryOf } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { DictLookup } from './dictLookup.ts';
import { fieldRefusal } from './fieldValues.ts';
import { paramText } from './filterRules.ts';
import { listPage, presentRows } from './listQuery.ts';
import type { EntityModel } from './model.ts';
import { entityAccess } from './permissions.ts';
import { checkCandidates, coerceRecord } from './records.ts';
import { requestRules } from './dataRuleScope.ts';
import { requestTenant, tenantColumn } from './tenantScope.ts';
import { creation, deleteRows, findRow, insertRows, updateRow } from './writes.ts';
import { batchIds } from '../http/batchIds.ts';


function requiredId(source: Record<string, unknown>): string {
  const id = paramText(source.id).trim();
  if (!id) throw new ApiError(msg.idMissing);
  return id;
}

/**
 * list, queryById, add, edit, delete and deleteBatch of one entity, each behind its code. With a
 * tenant header (requestTenant) each works on that tenant's rows only: another tenant's row is
 * not found, and new rows belong to the tenant. The caller's data rules (dataRuleScope.ts) narrow the
 * same way: a row the caller may not list is not found for them.
 */
export function entityCrudRoutes(app: FastifyInstance, ctx: AppContext, entity: EntityModel): void {
  const { db, registry } = ctx;
  const base = entity.api;
  const access = entityAccess(entity);

  /** The body's declared fields, checked as the add form or the edit form would be. */
  async function checked(request: FastifyRequest, mode: 'add' | 'edit', tenant: number | null, exceptId?: string) {
    const candidate = coerceRecord(entity, bodyOf(request), mode);
    if (candidate.errors.length === 0) await checkCandidates(db, new DictLookup(db, registry, tenant), entity, [candidate], { exceptId, tenant });
    const [first, ...rest] = candidate.errors;
    if (first) throw fieldRefusal([first, ...rest]);
    return candidate.values;
  }

  app.get(`${base}/list`, access('list'), async (request) => {
    const tenant = await requestTenant(db, request);
    return ok(await listPage(db, registry, entity, queryOf(request), tenant, await requestRules(ctx, request, entity)));
  });

  app.get(`${base}/queryById`, access('list'), async (request) => {
    const tenant = await requestTenant(db, request);
    const row = await findRow(db, entity, requiredId(queryOf(request)), tenant, await requestRules(ctx, request, entity));
    if (!row) throw new ApiError(msg.notFoundRow);
    const [shown] = await presentRows(db, registry, entity, [row], tenant);
    return ok(shown);
  });

  app.post(`${base}/add`, access('add'), async (request) => {
    const tenant = await requestTenant(db, request);
    const values = await checked(request, 'add', tenant);
    await insertRows(db, entity, [{ ...values, ...creation(caller(request)), ...tenantColumn(tenant) }]);
    return okMessage(msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${base}/edit`,
    ...access('edit'),
    handler: async (request) => {
      const tenant = await requestTenant(db, request);
      const id = requiredId(bodyOf(request));
      const scope = await requestRules(ctx, request, entity);
      const row = await findRow(db, entity, id, tenant, scope);
      if (!row) throw new ApiError(msg.notFoundRow);
      // Unique within the row's own tenant (a caller holding tenant:cross, without a header, may edit any tenant's row).
      const rowTenant = row.tenantId === null || row.tenantId === undefined ? null : Number(row.tenantId);
      if (!(await updateRow(db, entity, id, await checked(request, 'edit', rowTenant, id), caller(request), tenant, scope))) throw new ApiError(msg.notFoundRow);
      return okMessage(msg.edited);
    },
  });

  app.delete(`${base}/delete`, access('delete'), async (request) => {
    const tenant = await requestTenant(db, request);
    const deleted = await deleteRows(db, entity, [requiredId(queryOf(request))], tenant, await requestRules(ctx, request, entity));
    if (deleted === 0) throw new ApiError(msg.notFoundRow);
    return okMessage(msg.deleted);
  });

  app.delete(`${base}/deleteBatch`, access('delete'), async (request) => {
    const tenant = await requestTenant(db, request);
    const ids = batchIds(request);
    // Ids of another tenant's rows are left alone, as ids of no row are.
    if ((await deleteRows(db, entity, ids, tenant, await requestRules(ctx, request, entity))) === 0) throw new ApiError(msg.notFoundRow);
    return okMessage(msg.batchDeleted);
  });
}
