import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { queryOf } from '../http/body.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { requestRules, withinRules } from './dataRuleScope.ts';
import { paramText } from './filterRules.ts';
import type { EntityHooks } from './hooks.ts';
import { MAX_PAGE_SIZE, buildSort } from './listParams.ts';
import { listPage, presentRows } from './listQuery.ts';
import type { EntityModel, TreeModel } from './model.ts';
import { entityAccess } from './permissions.ts';
import { selectRows } from './selectRows.ts';
import { visible } from './softDelete.ts';
import { requestTenant } from './tenantScope.ts';
import { childrenOf } from './tree.ts';

/**
 * The tree table's calls (the platform's rootList and childList): the top level a page at a time
 * with has-child (the list's filters narrow it, but never leave the top level), and all the
 * children of one row, in the list's order. Both behind the list code, narrowed like the list.
 */
export function treeRoutes(app: FastifyInstance, ctx: AppContext, entity: EntityModel, tree: TreeModel, hooks: EntityHooks): void {
  const { db, registry } = ctx;
  const access = entityAccess(entity);

  app.get(`${entity.api}/rootList`, access('list'), async (request) => {
    const params = { ...queryOf(request), [tree.parent]: tree.root };
    const page = await listPage(db, registry, entity, params, await requestTenant(db, request, entity), await requestRules(ctx, request, entity));
    await hooks.decorate?.(db, page.records);
    return ok(page);
  });

  app.get(`${entity.api}/childList`, access('list'), async (request) => {
    const query = queryOf(request);
    const parent = paramText(query[tree.parent]).trim() || paramText(query.pid).trim();
    if (!parent) throw new ApiError(msg.treeParentRequired);
    const tenant = await requestTenant(db, request, entity);
    const filters = withinRules(visible(entity, [childrenOf(tree, parent)], tenant), await requestRules(ctx, request, entity));
    const rows = await selectRows(db, entity, filters, buildSort(entity, query)).limit(MAX_PAGE_SIZE).execute();
    const shown = await presentRows(db, registry, entity, rows, tenant);
    await hooks.decorate?.(db, shown);
    return ok(shown);
  });
}
