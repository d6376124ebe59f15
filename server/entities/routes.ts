import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { signedIn } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { entityCrudRoutes } from './crudRoutes.ts';
import { hooksOf } from './hooks.ts';
import { exportRoute } from './exportXls.ts';
import { importRoute } from './importExcel.ts';
import { recycleBinRoutes } from './recycleBin.ts';
import { withTree } from './tree.ts';
import { treeRoutes } from './treeRoutes.ts';
import { ImportGate } from './importGate.ts';
import { importLimits } from './importLimits.ts';

/** Every declared entity's endpoints under its `api`, and the page schemas for the front end. */
export function entityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // One gate for every entity: a user's one import at a time is counted across all of them.
  const gate = new ImportGate(importLimits(ctx.config.importMaxRows).concurrent);
  for (const entity of ctx.registry.entities) {
    const hooks = withTree(entity, hooksOf(ctx.entityHooks, entity));
    entityCrudRoutes(app, ctx, entity, hooks);
    if (entity.tree && entity.actions.includes('list')) treeRoutes(app, ctx, entity, entity.tree, hooks);
    if (entity.actions.includes('export')) exportRoute(app, ctx, entity, hooks);
    if (entity.actions.includes('import')) importRoute(app, ctx, entity, hooks, gate);
    if (entity.softDelete) recycleBinRoutes(app, ctx, entity, hooks);
  }

  // Invalid pages are served too, with their problems, so the front end can show what is wrong.
  app.get('/sys/schema/pages', { config: { access: signedIn } }, async () => ok(ctx.registry.pages));
}
