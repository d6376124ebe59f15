import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller } from '../auth/access.ts';
import { queryOf } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { batchIds } from '../http/batchIds.ts';
import { auditChange } from './auditChange.ts';
import { requestRules, withinRules } from './dataRuleScope.ts';
import { dynamic, type EntityRow } from './dynamic.ts';
import { buildFilters } from './filters.ts';
import type { EntityHooks } from './hooks.ts';
import { MAX_PAGE_SIZE } from './listParams.ts';
import { presentRows } from './listQuery.ts';
import type { EntityModel } from './model.ts';
import { entityAccess } from './permissions.ts';
import { selectRows } from './selectRows.ts';
import { binned, binnedRows, markedFlag, markRows } from './softDelete.ts';
import { requestTenant } from './tenantScope.ts';
import { inTransaction } from './writes.ts';
import { dropLinks } from './links.ts';


/**
 * The recycle bin of an entity with soft delete, as the platform serves the users' one
 * (`/sys/user/recycleBin`, `putRecycleBin`, `deleteRecycleBin`): the deleted rows (a plain list,
 * the last deleted first, with the list's filters), restoring them, and deleting them for good.
 * Seeing and restoring need `<prefix>:recycleBin`, purging `<prefix>:purge`. Tenants and data rules
 * narrow it as they narrow the list; each change is one transaction with its log entry.
 */
export function recycleBinRoutes(app: FastifyInstance, ctx: AppContext, entity: EntityModel, hooks: EntityHooks): void {
  const base = entity.api;
  const access = entityAccess(entity);
  const bin = recycleBin(ctx, entity, hooks);

  app.get(`${base}/recycleBin`, access('recycleBin'), async (request) => ok(await bin.list(request)));

  app.put(`${base}/putRecycleBin`, access('recycleBin'), async (request) => {
    await bin.restore(request, batchIds(request));
    return okMessage(msg.restored);
  });

  app.delete(`${base}/deleteRecycleBin`, access('purge'), async (request) => {
    await bin.purge(request, batchIds(request));
    return okMessage(msg.purged);
  });
}

/**
 * What the recycle bin's routes do, for a module whose platform names them otherwise (the
 * dictionaries' deleteList, back/{id} and deletePhysic/{id}) to serve the same under its paths.
 */
export function recycleBin(ctx: AppContext, entity: EntityModel, hooks: EntityHooks) {
  const { db, registry } = ctx;

  /** Runs `change` on the binned rows of the ids, with its hooks and log entry; no such row is not found. */
  async function inBin(request: FastifyRequest, ids: string[], action: 'restore' | 'purge', change: (tx: AppContext['db'], ids: string[]) => Promise<unknown>) {
    const tenant = await requestTenant(db, request, entity);
    const scope = await requestRules(ctx, request, entity);
    await inTransaction(db, entity, async (tx) => {
      const rows: EntityRow[] = await binnedRows(tx, entity, ids, tenant, scope);
      if (rows.length === 0) throw new ApiError(hooks.messages?.notFound ?? msg.notFoundRow);
      await change(tx, rows.map((r) => String(r.id)));
      await hooks.afterBin?.({ db: tx, entity, auth: caller(request), registry, app: ctx }, action, rows);
      await auditChange(ctx, request, tx, entity, hooks, action, rows);
    });
  }

  return {
    /** The deleted rows (a plain list, the last deleted first, the list's filters). */
    async list(request: FastifyRequest): Promise<EntityRow[]> {
      const tenant = await requestTenant(db, request, entity);
      const filters = withinRules(binned(buildFilters(entity, queryOf(request)), tenant), await requestRules(ctx, request, entity));
      const rows = await selectRows(db, entity, filters, [{ field: 'updateTime', direction: 'desc' }]).limit(MAX_PAGE_SIZE).execute();
      const shown = await presentRows(db, registry, entity, rows, tenant);
      await hooks.decorate?.(db, shown);
      return shown;
    },
    // A restored row takes its unique values back: one another row took meanwhile is refused by the unique index (tables.ts).
    restore: (request: FastifyRequest, ids: string[]) =>
      inBin(request, ids, 'restore', (tx, chosen) => markRows(tx, entity, chosen, caller(request), [], true)),
    // What refers to the rows goes with them: their links here, the entity's own references in afterBin.
    purge: (request: FastifyRequest, ids: string[]) =>
      inBin(request, ids, 'purge', async (tx, chosen) => {
        await dropLinks(tx, entity, chosen);
        await dynamic(tx).deleteFrom(entity.table).where('id', 'in', chosen).where('delFlag', '=', markedFlag(1)).execute();
      }),
  };
}
