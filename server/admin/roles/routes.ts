import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm } from '../../auth/access.ts';
import { ok } from '../../http/envelope.ts';
import { grantRoutes } from './grantRoutes.ts';
import { rolePerms } from './permissions.ts';

/**
 * 角色管理 beside its entity (schemas/pages/sys-role.json, hooks.ts): every role for the user
 * form's role choice, and the grants. The list, add, edit, delete, export and import are the engine's.
 */
export function roleAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  grantRoutes(app, ctx);

  app.get('/sys/role/queryall', { config: { access: perm(rolePerms.list) } }, async () =>
    ok(await db.kysely.selectFrom('sysRole').selectAll().orderBy('createTime').orderBy('id').execute()));
}
