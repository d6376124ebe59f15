import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireAny, signedIn } from '../auth/access.ts';
import { ok } from '../http/envelope.ts';
import { rolePerms } from '../admin/roles/permissions.ts';
import { userPerms } from '../admin/users/permissions.ts';

/**
 * GET /sys/thirdApp/getEnabledType: which third-party apps users and departments are synchronised
 * with (the platform's `third-app` settings), read by its 用户管理 and 角色管理 pages to show their
 * sync buttons. This product synchronises with none (third-party sign-in is separate, THIRD_LOGIN_*),
 * so both are off; the pages that ask need the user or role list.
 */
export function thirdAppRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.get('/sys/thirdApp/getEnabledType', { config: { access: signedIn } }, async (request) => {
    await requireAny(request, [userPerms.list, rolePerms.list]);
    return ok({ wechatEnterprise: false, dingtalk: false });
  });
}
