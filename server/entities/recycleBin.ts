import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller } from '../auth/access.ts';
import { queryOf } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { batchIds } from '../http/batchIds.ts';
import { auditChange, type AuditedAction } from './auditChange.ts';
import { requestRules, withinRules } from './dataRuleScope.ts';
import { dynamic, type EntityRow } from './dynamic.ts';
import { buildFilters } from './filters.ts';
import type { EntityHooks } from './hooks.ts';
import { MAX_PAGE_SIZE } from './listParams.ts';
import { presentRows } from './listQuery.ts';
import type { EntityModel } from './model.ts';
import { entityAccess } from './permissions.ts';
import { selectRows } from './selectRows.ts';
import { binned, binnedRows, markRows } from './softDelete.ts';
import { requestTenant } from './tenantScope.ts';
import { inTransaction } from './writes.ts';
import { dropLinks } from './links.ts';

const idsOf = (rows: EntityRow[]) => rows.map((r) => String(r.id));

/**
 * The recycle bin of an entity with soft delete, as the platform serves the users' one
 * (`/sys/user/recycleBin`, `putRecycleBin`, `deleteRecycleBin`): the deleted rows (a plain list,
 * the last deleted first, with the list's filters), restoring them, and deleting them for good.
 * Seeing and restoring need `<prefix>:recycleBin`, purging `<prefix>:purge`. Tenants and data rules
 * narrow it as they narrow the list; each change is one transaction with its log entry.
 */
export function recycleBinRoutes(app: FastifyInstance, ctx: AppContext, entity: EntityModel, hooks: EntityHooks): void {
  const { db, registry } = ctx;
  const base = entity.api;
  const access = entityAccess(entity);

  app.get(`${base}/recycleBin`, access('recycleBin'), async (request) => {
    const tenant = await requestTenant(db, request, entity);
    const filters = withinRules(binned(buildFilters(entity, queryOf(request)), tenant), await requestRules(ctx, request, entity));
    const rows = await selectRows(db, entity, filters, [{ field: 'updateTime', direction: 'desc' }]).limit(MAX_PAGE_SIZE).execute();
    const shown = await presentRows(db, registry, entity, rows, tenant);
    await hooks.decorate?.(db, shown);
    return ok(shown);
  });

  /** Runs `change` on the binned rows of the request's ids, with its log entry; no such row is not found. */
  async function inBin(request: FastifyRequest, action: AuditedAction, change: (tx: AppContext['db'], rows: EntityRow[]) => Promise<unknown>) {
    const ids = batchIds(request);
    const tenant = await requestTenant(db, request, entity);
    const scope = await requestRules(ctx, request, entity);
    await inTransaction(db, entity, async (tx) => {
      const rows: EntityRow[] = await binnedRows(tx, entity, ids, tenant, scope);
      if (rows.length === 0) throw new ApiError(hooks.messages?.notFound ?? msg.notFoundRow);
      await change(tx, rows);
      await auditChange(ctx, request, tx, entity, hooks, action, rows);
    });
  }

  // A restored row takes its unique values back: one another row took meanwhile is refused by the unique index (tables.ts).
  app.put(`${base}/putRecycleBin`, access('recycleBin'), async (request) => {
    await inBin(request, 'restore', (tx, rows) => markRows(tx, entity, idsOf(rows), caller(request), [], true));
    return okMessage(msg.restored);
  });

  app.delete(`${base}/deleteRecycleBin`, access('purge'), async (request) => {
    await inBin(request, 'purge', async (tx, rows) => {
      // What refers to the rows goes with them: the entity's own references (a hook), then their links.
      await hooks.beforePurge?.({ db: tx, entity, auth: caller(request), app: ctx }, rows);
      await dropLinks(tx, entity, idsOf(rows));
      await dynamic(tx).deleteFrom(entity.table).where('id', 'in', idsOf(rows)).where('delFlag', '=', 1).execute();
    });
    return okMessage(msg.purged);
  });
}
