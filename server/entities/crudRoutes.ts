import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller } from '../auth/access.ts';
import { bodyOf, queryOf } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { batchIds } from '../http/batchIds.ts';
import { auditChange } from './auditChange.ts';
import { attachDetails, checkDetails, deleteDetailsOf, writeDetails, type DetailPlan } from './details.ts';
import { DictLookup } from './dictLookup.ts';
import type { EntityRow } from './dynamic.ts';
import { fieldRefusal } from './fieldValues.ts';
import type { EntityHooks, WriteChange } from './hooks.ts';
import { listPage, presentRows } from './listQuery.ts';
import type { EntityModel } from './model.ts';
import { entityAccess } from './permissions.ts';
import { checkCandidates, coerceRecord } from './records.ts';
import { requestRules } from './dataRuleScope.ts';
import { requestTenant, tenantColumn } from './tenantScope.ts';
import { markRows, visible } from './softDelete.ts';
import { chosenId } from './chosenId.ts';
import { linkValues, writeLinks } from './links.ts';
import { creation, deleteRows, findRow, findRows, inTransaction, updateRow, writeRows } from './writes.ts';
import { requiredId } from '../http/params.ts';

/**
 * list, queryById, add, edit, delete and deleteBatch of one entity (those of its declared actions),
 * each behind its code. With a tenant header (requestTenant) each works on that tenant's rows only:
 * another tenant's row is not found, and new rows belong to the tenant. The caller's data rules
 * (dataRuleScope.ts) narrow the same way. Each write runs with the entity's hooks and its
 * operation-log entry in one transaction.
 */
export function entityCrudRoutes(app: FastifyInstance, ctx: AppContext, entity: EntityModel, hooks: EntityHooks): void {
  const { db, registry } = ctx;
  const base = entity.api;
  const access = entityAccess(entity);
  const serves = (action: EntityModel['actions'][number]) => entity.actions.includes(action);
  const notFound = () => new ApiError(hooks.messages?.notFound ?? msg.notFoundRow);
  const sized = hooks.bodyLimit ? { bodyLimit: hooks.bodyLimit } : {};

  /** The body's declared fields, checked as the add form or the edit form would be. */
  async function checked(request: FastifyRequest, mode: 'add' | 'edit', tenant: number | null, exceptId?: string) {
    const candidate = coerceRecord(entity, bodyOf(request), mode);
    const lookup = new DictLookup(db, registry, tenant);
    if (candidate.errors.length === 0) await checkCandidates(db, lookup, entity, [candidate], { exceptId, tenant, takenMessage: hooks.messages?.taken });
    const [first, ...rest] = candidate.errors;
    if (first) throw fieldRefusal([first, ...rest]);
    return candidate.values;
  }

  /** The body's detail rows (master-detail, details.ts), each checked by its own entity's rules. */
  const detailPlans = (request: FastifyRequest, tenant: number | null, masterId?: string): Promise<DetailPlan[]> =>
    entity.details.length === 0 ? Promise.resolve([]) : checkDetails(db, new DictLookup(db, registry, tenant), entity, bodyOf(request), tenant, masterId);

  async function shown(rows: EntityRow[], tenant: number | null): Promise<EntityRow[]> {
    const out = await presentRows(db, registry, entity, rows, tenant);
    await hooks.decorate?.(db, out);
    return out;
  }

  /** The answer of add and edit: the message, or the stored row with it where the entity asks (hooks.answerRow). */
  async function answer(row: EntityRow | undefined, message: string, tenant: number | null) {
    if (!hooks.answerRow || !row) return okMessage(message);
    const [one] = await shown([row], tenant);
    return ok(one, message);
  }

  /** One write with its detail rows, hooks and log entry; `write` stores the change and answers the row as stored. */
  async function written(request: FastifyRequest, change: WriteChange, plans: DetailPlan[], write: (tx: AppContext['db']) => Promise<EntityRow | undefined>) {
    const auth = caller(request);
    const stored = await inTransaction(db, entity, async (tx) => {
      const hook = { db: tx, entity, auth, registry, app: ctx };
      await hooks.beforeWrite?.(hook, change);
      const row = await write(tx);
      if (!row) throw notFound();
      if (change.links) await writeLinks(tx, entity, String(row.id), change.links);
      await writeDetails(tx, row, plans, auth);
      await hooks.afterWrite?.(hook, { ...change, row });
      await auditChange(ctx, request, tx, entity, hooks, change.mode, [row]);
      return row;
    });
    hooks.afterCommit?.(ctx);
    return stored;
  }

  async function remove(request: FastifyRequest, ids: string[], batch: boolean): Promise<void> {
    const tenant = await requestTenant(db, request, entity);
    const scope = await requestRules(ctx, request, entity);
    await inTransaction(db, entity, async (tx) => {
      // Ids of another tenant's rows, or outside the caller's data rules, are left alone, as ids of no row are
      // (unless the entity takes a batch whole: hooks.allOrNone). The rows in the order asked, for the log.
      const found = new Map((await findRows(tx, entity, ids, tenant, scope)).map((r) => [String(r.id), r]));
      const rows = ids.map((id) => found.get(id)).filter((row): row is EntityRow => row !== undefined);
      if (rows.length === 0 || (hooks.allOrNone && rows.length < ids.length)) throw notFound();
      const hook = { db: tx, entity, auth: caller(request), registry, app: ctx };
      await hooks.beforeDelete?.(hook, rows);
      const chosen = rows.map((r) => String(r.id));
      // Soft delete marks the rows (they go to the recycle bin, details and all); otherwise they and their details are gone.
      if (entity.softDelete) await markRows(tx, entity, chosen, caller(request), visible(entity, scope, tenant));
      else {
        await deleteDetailsOf(tx, entity, chosen);
        await deleteRows(tx, entity, chosen, tenant, scope);
      }
      await hooks.afterDelete?.(hook, rows);
      await auditChange(ctx, request, tx, entity, hooks, 'delete', rows, batch);
    });
    hooks.afterCommit?.(ctx);
  }

  if (serves('list')) {
    app.get(`${base}/list`, access('list'), async (request) => {
      const tenant = await requestTenant(db, request, entity);
      const page = await listPage(db, registry, entity, queryOf(request), tenant, await requestRules(ctx, request, entity), hooks);
      await hooks.decorate?.(db, page.records);
      return ok(page);
    });

    if (!hooks.ownQueryById) app.get(`${base}/queryById`, access('list'), async (request) => {
      const tenant = await requestTenant(db, request, entity);
      const row = await findRow(db, entity, requiredId(queryOf(request)), tenant, await requestRules(ctx, request, entity));
      if (!row) throw notFound();
      const [one] = await shown([row], tenant);
      await attachDetails(db, registry, entity, [one], tenant);
      return ok(one);
    });
  }

  /** The action's path, and the older platform's second one where the entity has it (hooks.paths). */
  const urls = (action: 'add' | 'edit' | 'delete') => [`${base}/${action}`, ...(hooks.paths?.[action] ? [hooks.paths[action]] : [])];

  if (serves('add')) {
    for (const url of urls('add')) app.post(url, { ...access('add'), ...sized }, async (request) => {
      const tenant = await requestTenant(db, request, entity);
      const change: WriteChange = { mode: 'add', values: await checked(request, 'add', tenant), body: bodyOf(request), links: linkValues(entity, bodyOf(request)) };
      const plans = await detailPlans(request, tenant);
      const row = await written(request, change, plans, async (tx) => {
        // The administrator's id where the entity takes one (chosenId.ts), else a generated one.
        const id = await chosenId(tx, entity, bodyOf(request));
        const owner = entity.sharedAcrossTenants ? {} : tenantColumn(tenant);
        const [stored] = await writeRows(tx, entity, [{ ...change.values, ...creation(caller(request)), ...owner, ...id }]);
        return hooks.answerRow ? findRow(tx, entity, String(stored.id)) : stored;
      });
      return answer(row, msg.added, tenant);
    });
  }

  if (serves('edit')) {
    for (const url of urls('edit')) app.route({
      method: ['PUT', 'POST'],
      url,
      ...access('edit'),
      ...sized,
      handler: async (request) => {
        const tenant = await requestTenant(db, request, entity);
        const id = requiredId(bodyOf(request));
        const scope = await requestRules(ctx, request, entity);
        const before = await findRow(db, entity, id, tenant, scope);
        if (!before) throw notFound();
        // Unique within the row's own tenant (a caller holding tenant:cross, without a header, may edit any tenant's row).
        const rowTenant = before.tenantId === null || before.tenantId === undefined ? null : Number(before.tenantId);
        const change: WriteChange = {
          mode: 'edit', values: await checked(request, 'edit', rowTenant, id), before, body: bodyOf(request), links: linkValues(entity, bodyOf(request)),
        };
        const plans = await detailPlans(request, rowTenant, id);
        const row = await written(request, change, plans, async (tx) =>
          (await updateRow(tx, entity, id, change.values, caller(request), tenant, scope)) ? findRow(tx, entity, id) : undefined);
        return answer(row, msg.edited, tenant);
      },
    });
  }

  if (serves('delete')) {
    for (const url of urls('delete')) app.delete(url, access('delete'), async (request) => {
      await remove(request, [requiredId(queryOf(request))], false);
      return okMessage(msg.deleted);
    });

    app.delete(`${base}/deleteBatch`, access('delete'), async (request) => {
      await remove(request, batchIds(request), true);
      return okMessage(msg.batchDeleted);
    });
  }
}
