import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { caller, signedIn } from '../auth/access.ts';
import { queryOf } from '../http/body.ts';
import { ok } from '../http/envelope.ts';
import { pageParams } from '../entities/listParams.ts';
import { userPermissionRows } from '../services/permissions.ts';
import { mockPage, mockPermissions, mockRoles, mockUser } from '../dashboard/mockApi.ts';

/**
 * /mock/api/*: what the platform's Vue2 工作台 asks for on opening (seed 000 §7). Any signed-in user
 * may ask, since each answer holds only the caller's own account, roles and buttons.
 */
export function mockApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const base = '/mock/api';
  const config = { config: { access: signedIn } };
  const paged = <T>(all: T[], query: Record<string, unknown>) => {
    const { pageNo, pageSize } = pageParams(query);
    return ok(mockPage(all, pageNo, pageSize));
  };

  app.get(`${base}/user`, config, async (request) => ok(mockUser(caller(request).user)));
  app.get(`${base}/role`, config, async (request) => paged(await mockRoles(db, caller(request).user.id), queryOf(request)));
  app.get(`${base}/service`, config, async (request) => paged([], queryOf(request)));
  app.get(`${base}/permission`, config, async (request) =>
    paged(mockPermissions(await userPermissionRows(db, caller(request).user.id)), queryOf(request)));
  app.get(`${base}/permission/no-pager`, config, async (request) =>
    ok(mockPermissions(await userPermissionRows(db, caller(request).user.id))));
}
