import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SysUserTable } from '../db/types.ts';
import { ApiError } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { formatDateTime, newId } from '../ids.ts';
import { createSession } from '../auth/sessions.ts';
import { signInTenant } from '../admin/tenants/signInTenant.ts';
import { allDictItems } from './dicts.ts';
import { publicUser, userDeparts } from './users.ts';

/** Refuses accounts that may not sign in; called only once the credentials were proven. */
export function assertMaySignIn(user: SysUserTable): void {
  if (user.delFlag !== 0) throw new ApiError(msg.userDeleted);
  if (user.status !== 1) throw new ApiError(msg.userFrozen);
}

export async function writeLog(
  ctx: AppContext,
  request: FastifyRequest,
  entry: { logType: 1 | 2; content: string; userId?: string; username?: string; operateType?: number },
): Promise<void> {
  await ctx.db.kysely
    .insertInto('sysLog')
    .values({
      id: newId(), logType: entry.logType, logContent: entry.content.slice(0, 1000), operateType: entry.operateType ?? null,
      userid: entry.userId ?? null, username: entry.username ?? null, ip: request.ip, method: null,
      requestUrl: request.url.slice(0, 255), requestParam: null, requestType: request.method, costTime: null,
      createBy: entry.username ?? null, createTime: formatDateTime(), updateBy: null, updateTime: null,
    })
    .execute();
}

/**
 * Opens a session for a user whose identity was proven and answers like the existing platform's
 * login: token, userInfo, departs, multi_depart, sysAllDictItems and, when set, tenantList.
 */
export async function completeLogin(ctx: AppContext, request: FastifyRequest, user: SysUserTable, loginType: string) {
  assertMaySignIn(user);
  const departs = await userDeparts(ctx.db, user.id);
  let multiDepart = 0;
  if (departs.length === 1) {
    multiDepart = 1;
    user.orgCode = departs[0].orgCode;
  } else if (departs.length > 1) {
    multiDepart = 2;
    if (!user.orgCode || !departs.some((d) => d.orgCode === user.orgCode)) user.orgCode = departs[0].orgCode;
  }
  await ctx.db.kysely.updateTable('sysUser').set({ orgCode: user.orgCode }).where('id', '=', user.id).execute();

  let tenantList: { id: number }[] | undefined;
  const tenantIds = (user.relTenantIds ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (tenantIds.length > 0) {
    tenantList = await ctx.db.kysely.selectFrom('sysTenant').selectAll().where('id', 'in', tenantIds).where('status', '=', 1).execute();
    if (tenantList.length === 0) throw new ApiError('与该用户关联的租户均已被冻结，无法登录！');
  }

  const token = await createSession(ctx.db, user, ctx.sessions, {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    loginType,
    tenantId: signInTenant(request, tenantList ?? []),
  });
  await writeLog(ctx, request, { logType: 1, content: `用户名: ${user.username},登录成功！`, userId: user.id, username: user.username });
  return {
    token,
    ...(tenantList ? { tenantList } : {}),
    userInfo: publicUser(user, departs),
    departs,
    multi_depart: multiDepart,
    sysAllDictItems: await allDictItems(ctx.db),
  };
}
