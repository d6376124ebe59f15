import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { signedIn } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { entityCrudRoutes } from './crudRoutes.ts';
import { exportRoute } from './exportXls.ts';
import { importRoute } from './importExcel.ts';
import { ImportGate } from './importGate.ts';
import { importLimits } from './importLimits.ts';

/** Every declared entity's endpoints under its `api`, and the page schemas for the front end. */
export function entityRoutes(app: FastifyInstance, ctx: AppContext): void {
  // One gate for every entity: a user's one import at a time is counted across all of them.
  const gate = new ImportGate(importLimits(ctx.config.importMaxRows).concurrent);
  for (const entity of ctx.registry.entities) {
    entityCrudRoutes(app, ctx, entity);
    exportRoute(app, ctx, entity);
    importRoute(app, ctx, entity, gate);
  }

  // Invalid pages are served too, with their problems, so the front end can show what is wrong.
  app.get('/sys/schema/pages', { config: { access: signedIn } }, async () => ok(ctx.registry.pages));
}
