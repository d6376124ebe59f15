import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { signedIn } from '../auth/access.ts';
import { queryOf, text } from '../http/body.ts';
import { fail, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { dynamic } from './dynamic.ts';
import { filterValue, type Scalar } from './fieldValues.ts';
import { paramText } from './filterRules.ts';
import { columnOf } from './names.ts';
import type { SchemaRegistry } from './registry.ts';
import { keptToTenant, requestTenant, sameTenantGroup } from './tenantScope.ts';

/** System columns that forms check for clashes; nothing else of the system tables is answered. */
const SYSTEM_COLUMNS: Record<string, readonly string[]> = {
  sys_user: ['username', 'email', 'phone', 'work_no'],
  sys_role: ['role_code'],
  sys_depart: ['org_code'],
  sys_dict: ['dict_code'],
};

/**
 * The table, column and typed value to look for, or undefined when the pair is not answered.
 * `entity` is set for a declared entity: its values are unique per tenant.
 */
function target(registry: SchemaRegistry, tableName: string, fieldName: string, value: string): { table: string; column: string; value?: Scalar; entity: boolean } | undefined {
  const table = columnOf(tableName);
  const column = columnOf(fieldName);
  if (SYSTEM_COLUMNS[table]?.includes(column)) return { table, column, value, entity: false };
  const field = registry.byTable.get(table)?.fields.find((f) => f.column === column && !f.secret);
  return field ? { table, column, value: filterValue(field, value), entity: true } : undefined;
}

/**
 * GET /sys/duplicate/check: whether a value is free, for declared entities and a few system fields.
 * A declared entity's unique values are per tenant, as add and edit check them (records.ts) and
 * the unique index holds them (tables.ts): the rows of the tenant of the row being edited
 * (`dataId`), else of the request's tenant header, else of no tenant. Another tenant's values are
 * never looked at, so the answer says nothing about its rows.
 */
export function duplicateCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;
  /** The tenant of the row being edited when the caller may see it, else the request's. */
  const uniquenessTenant = async (table: string, dataId: string, tenant: number | null): Promise<number | null> => {
    if (!dataId) return tenant;
    const row = await keptToTenant(dynamic(db).selectFrom(table).select('tenantId').where('id', '=', dataId), tenant).executeTakeFirst();
    return row && row.tenantId !== null && row.tenantId !== undefined ? Number(row.tenantId) : tenant;
  };
  app.get('/sys/duplicate/check', { config: { access: signedIn } }, async (request) => {
    const query = queryOf(request);
    const fieldVal = paramText(query.fieldVal);
    if (!fieldVal) return { success: true, message: msg.duplicateEmpty, code: 500, result: null, timestamp: Date.now() };
    const found = target(registry, text(query, 'tableName', 100), text(query, 'fieldName', 100), fieldVal);
    if (!found) return fail(msg.duplicateRefused);
    // A value the column's type cannot hold cannot be taken either.
    if (found.value === undefined) return okMessage(msg.duplicateFree);
    let count = dynamic(db).selectFrom(found.table).select(sql<number>`count(*)`.as('n')).where(sql.ref(found.column), '=', found.value);
    const dataId = text(query, 'dataId', 64);
    if (found.entity) count = sameTenantGroup(count, await uniquenessTenant(found.table, dataId, await requestTenant(db, request)));
    if (dataId) count = count.where('id', '<>', dataId);
    const row = await count.executeTakeFirst();
    return Number(row?.n ?? 0) === 0 ? okMessage(msg.duplicateFree) : fail(msg.duplicateTaken);
  });
}
