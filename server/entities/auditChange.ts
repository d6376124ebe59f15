import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { audit, OPERATE_TYPE } from '../admin/logs/audit.ts';
import { fill, msg } from '../http/messages.ts';
import type { EntityRow } from './dynamic.ts';
import type { EntityHooks } from './hooks.ts';
import type { EntityModel } from './model.ts';
import { requestTenant, tenantColumn } from './tenantScope.ts';

/** The row as the log names it: the entity's own wording, else its first declared text field's value, else its id. */
async function describe(entity: EntityModel, hooks: EntityHooks, row: EntityRow, tx: Db): Promise<string> {
  if (hooks.describe) return hooks.describe(row, tx);
  const named = entity.fields.find((f) => (f.type === 'string' || f.type === 'text') && !f.secret && !f.sensitive);
  const value = named ? row[named.name] : undefined;
  return value === undefined || value === null || value === '' ? String(row.id) : String(value);
}

export type AuditedAction = 'add' | 'edit' | 'delete' | 'restore' | 'purge';
/** A restore from the recycle bin is logged as an edit, a purge as a delete. */
const AUDIT_TYPE = { add: 'add', edit: 'edit', delete: 'delete', restore: 'edit', purge: 'delete' } as const;

/**
 * One operation-log entry for a change made through an entity's endpoints, in the write's
 * transaction (`tx`), worded as the administration modules word theirs: "添加职务：主任(director)".
 * A batch is one entry naming every row.
 */
export async function auditChange(
  ctx: AppContext, request: FastifyRequest, tx: Db, entity: EntityModel, hooks: EntityHooks, action: AuditedAction, rows: EntityRow[], batch = false,
): Promise<void> {
  const content = hooks.auditLine?.(action, rows, batch) ?? fill(msg.auditChange, {
    action: msg.auditActions[action], label: entity.label, rows: (await Promise.all(rows.map((row) => describe(entity, hooks, row, tx)))).join('、'),
  });
  await audit(ctx, request, content, { into: tx.kysely, operateType: OPERATE_TYPE[AUDIT_TYPE[action]], ...(await logTenant(ctx, request, tx, entity)) });
}

/**
 * The tenant of a change's log entry: the request's (tenantScope.ts), so that 日志管理, kept to the
 * tenant like every entity list, shows a tenant the changes made in it. Read in the write's
 * transaction (SQLite has one connection). None when the log is not a declared entity (its table
 * then has no tenant column).
 */
async function logTenant(ctx: AppContext, request: FastifyRequest, tx: Db, entity: EntityModel): Promise<{ tenantId?: number }> {
  if (!ctx.registry.byTable.has('sys_log')) return {};
  // The entity's own answer (none for a table shared by every tenant), which its route already worked out.
  return tenantColumn(await requestTenant(tx, request, entity));
}

/** The log entry of an import: how many rows it stored. */
export async function auditImport(ctx: AppContext, request: FastifyRequest, tx: Db, entity: EntityModel, count: number): Promise<void> {
  await audit(ctx, request, fill(msg.auditImport, { label: entity.label, count }), { into: tx.kysely, operateType: OPERATE_TYPE.import, ...(await logTenant(ctx, request, tx, entity)) });
}
