import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireAny, signedIn } from '../auth/access.ts';
import { departPerms } from '../admin/departs/permissions.ts';
import { permissionPerms } from '../admin/permissions/permissions.ts';
import { rolePerms } from '../admin/roles/permissions.ts';
import { userPerms } from '../admin/users/permissions.ts';
import { queryOf, text } from '../http/body.ts';
import { fail, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { applyFilters } from './applyFilters.ts';
import { requestRules } from './dataRuleScope.ts';
import { dynamic } from './dynamic.ts';
import { filterValue, type Scalar } from './fieldValues.ts';
import { paramText } from './filterRules.ts';
import type { EntityModel } from './model.ts';
import { columnOf } from './names.ts';
import { permissionCode } from './permissions.ts';
import { keyIds } from './chosenId.ts';
import type { SchemaRegistry } from './registry.ts';
import { keptToTenant, requestTenant, sameTenantGroup } from './tenantScope.ts';

/**
 * System columns that forms check for clashes, each with the add and edit codes of its module:
 * the answer says whether a value exists, so it needs the right to write such a row.
 */
const SYSTEM_COLUMNS: Record<string, { columns: readonly string[]; codes: readonly string[] }> = {
  sys_user: { columns: ['username', 'email', 'phone', 'work_no'], codes: [userPerms.add, userPerms.edit] },
  sys_role: { columns: ['role_code'], codes: [rolePerms.add, rolePerms.edit] },
  sys_depart: { columns: ['org_code'], codes: [departPerms.add, departPerms.edit] },
  sys_permission: { columns: ['perms'], codes: [permissionPerms.add, permissionPerms.edit] },
};

/** The platform's table names of modules that are declared entities here under another table. */
const ENTITY_ALIASES: Record<string, string> = {
  sys_check_rule: 'dev_check_rule',
  sys_fill_rule: 'dev_fill_rule',
  sys_data_source: 'dev_data_source',
};

interface Target {
  table: string;
  column: string;
  /** The value typed for the column; undefined when the column's type cannot hold it. */
  value?: Scalar;
  /** A declared entity's: its values are unique per tenant. */
  entity: boolean;
  /** Its deleted rows (soft delete) hold no values. */
  softDelete?: boolean;
  /** Any one of them lets the caller ask. */
  codes: readonly string[];
  /**
   * The entity of a field that is not unique: no add would refuse its value, so the answer says
   * only what the caller's list shows (data rules), or it would tell of rows past the rules.
   */
  ruledBy?: EntityModel;
  /** The row id `dataId` names as the table's key holds it; undefined when it can name no row (text on an integer key). */
  key(dataId: string): string | number | undefined;
}

const textKey = (dataId: string) => dataId;

/** The table, column, typed value and needed codes, or undefined when the pair is not answered. */
function target(registry: SchemaRegistry, tableName: string, fieldName: string, value: string): Target | undefined {
  const asked = columnOf(tableName);
  const table = ENTITY_ALIASES[asked] ?? asked;
  const column = columnOf(fieldName);
  const system = SYSTEM_COLUMNS[table];
  if (system?.columns.includes(column)) return { table, column, value, entity: false, codes: system.codes, key: textKey };
  const entity = registry.byTable.get(table);
  const field = entity?.fields.find((f) => f.column === column && !f.secret);
  if (!entity || !field) return undefined;
  return {
    table, column, value: filterValue(field, value), entity: true, softDelete: entity.softDelete,
    codes: [permissionCode(entity, 'add'), permissionCode(entity, 'edit')], ruledBy: field.unique ? undefined : entity,
    key: (dataId) => keyIds(entity, [dataId])[0],
  };
}

/**
 * GET /sys/duplicate/check: whether a value is free, for declared entities and a few system fields,
 * to a caller holding the add or edit code of that table (403 otherwise: it is an oracle on values).
 * A declared entity's unique values are per tenant, as add and edit check them (records.ts) and
 * the unique index holds them (tables.ts): the rows of the tenant of the row being edited
 * (`dataId`), else of the request's tenant, else of no tenant. Another tenant's values are never
 * looked at. Data rules do not narrow the check of a unique field: the value must be free in the
 * whole tenant, which the add itself would report. They narrow that of any other field, as the
 * list: a value of a row past them (a resident's ID number) is not the caller's to learn.
 */
export function duplicateCheckRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;
  /** The tenant of the row being edited when the caller may see it, else the request's. */
  const uniquenessTenant = async (table: string, dataId: string | number | undefined, tenant: number | null): Promise<number | null> => {
    if (dataId === undefined) return tenant;
    const row = await keptToTenant(dynamic(db).selectFrom(table).select('tenantId').where('id', '=', dataId), tenant).executeTakeFirst();
    return row && row.tenantId !== null && row.tenantId !== undefined ? Number(row.tenantId) : tenant;
  };
  app.get('/sys/duplicate/check', { config: { access: signedIn } }, async (request) => {
    const query = queryOf(request);
    const fieldVal = paramText(query.fieldVal);
    if (!fieldVal) return { success: true, message: msg.duplicateEmpty, code: 500, result: null, timestamp: Date.now() };
    const found = target(registry, text(query, 'tableName', 100), text(query, 'fieldName', 100), fieldVal);
    if (!found) return fail(msg.duplicateRefused);
    await requireAny(request, found.codes);
    // A value the column's type cannot hold cannot be taken either.
    if (found.value === undefined) return okMessage(msg.duplicateFree);
    let count = dynamic(db).selectFrom(found.table).select(sql<number>`count(*)`.as('n')).where(sql.ref(found.column), '=', found.value);
    // A dataId that can name no row (text on an integer key: PostgreSQL would refuse the comparison) leaves no row out.
    const given = text(query, 'dataId', 64);
    const dataId = given ? found.key(given) : undefined;
    if (found.entity) count = sameTenantGroup(count, await uniquenessTenant(found.table, dataId, await requestTenant(db, request)));
    if (dataId !== undefined) count = count.where('id', '<>', dataId);
    if (found.softDelete) count = count.where('delFlag', '=', 0);
    if (found.ruledBy) count = applyFilters(count, found.ruledBy, db.dialect, await requestRules(ctx, request, found.ruledBy));
    const row = await count.executeTakeFirst();
    return Number(row?.n ?? 0) === 0 ? okMessage(msg.duplicateFree) : fail(msg.duplicateTaken);
  });
}
