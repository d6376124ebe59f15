import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/types.ts';
import { formatDateTime, newId } from '../../ids.ts';

/** sys_log.log_type: 1 sign-in and sign-out (written by the login code), 2 a change. */
export const LOG_TYPE = { login: 1, operation: 2 } as const;

/** sys_log.operate_type of the platform: 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export. */
export const OPERATE_TYPE = { add: 2, edit: 3, delete: 4, import: 5 } as const;
const BY_METHOD: Record<string, number> = { POST: OPERATE_TYPE.add, PUT: OPERATE_TYPE.edit, DELETE: OPERATE_TYPE.delete };

export interface AuditOptions {
  /** The write's transaction, so the entry commits with the change (the database's own connection otherwise). */
  into?: Kysely<Database>;
  /** When the method does not say it (an edit sent as POST, an import). */
  operateType?: number;
  /** The tenant the change was made in (日志管理 lists a tenant's entries only); none when not given. */
  tenantId?: number;
}

/**
 * Records one change made through an admin endpoint in the operation log: who (the signed-in
 * caller), when, from where, through which call, and `content`, a sentence saying what changed
 * ("删除字典：性别(sex)"). Call it after the change succeeded; a route without a signed-in caller
 * is recorded without a user.
 */
export async function audit(ctx: AppContext, request: FastifyRequest, content: string, options: AuditOptions = {}): Promise<void> {
  const user = request.auth?.user;
  await (options.into ?? ctx.db.kysely)
    .insertInto('sysLog')
    .values({
      id: newId(),
      logType: LOG_TYPE.operation,
      logContent: content.slice(0, 1000),
      operateType: options.operateType ?? BY_METHOD[request.method] ?? null,
      userid: user?.id ?? null,
      username: user?.username ?? null,
      ip: request.ip.slice(0, 100),
      method: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 500),
      requestUrl: request.url.split('?')[0].slice(0, 255),
      requestParam: null,
      requestType: request.method,
      costTime: Math.round(performance.now() - startOf(request)),
      createBy: user?.username ?? null,
      createTime: formatDateTime(),
      updateBy: null,
      updateTime: null,
      ...(options.tenantId === undefined ? {} : { tenantId: options.tenantId }),
    })
    .execute();
}

const started = new WeakMap<FastifyRequest, number>();

/** When the request arrived, as far as this module saw it (the audit call itself when not marked). */
function startOf(request: FastifyRequest): number {
  return started.get(request) ?? performance.now();
}

/** Marks each request's arrival so that audit() can record how long the change took. */
export function markRequestStart(request: FastifyRequest): void {
  started.set(request, performance.now());
}
