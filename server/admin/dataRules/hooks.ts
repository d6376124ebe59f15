import type { Db } from '../../db/database.ts';
import type { EntityRow } from '../../entities/dynamic.ts';
import type { EntityHooks, WriteChange } from '../../entities/hooks.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { ApiError } from '../../http/envelope.ts';
import { refuse, requiredId } from '../../http/params.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { dropFromGrants, refreshRuleFlag } from './grants.ts';
import { dataRuleMsg } from './messages.ts';
import { checkRuleColumn } from './ruleColumn.ts';
import { unknownVariables } from './variables.ts';

/** The conditions a rule may use; each becomes a bound-parameter filter (server/entities/dataRuleScope.ts). */
export const RULE_CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN'] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];
export const isRuleCondition = (value: string): value is RuleCondition => (RULE_CONDITIONS as readonly string[]).includes(value);

/** The older platform's raw SQL condition: never accepted (its value would be SQL text). */
const SQL_RULES = 'USE_SQL_RULES';
const COLUMN = /^[a-z][A-Za-z0-9]{0,49}$/;

/** A live menu (not a button) a rule is added to. */
async function ruleMenu(db: Db, id: string): Promise<string> {
  const menu = await db.kysely.selectFrom('sysPermission').select(['id', 'menuType']).where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!menu) throw new ApiError(dataRuleMsg.menuNotFound);
  if (menu.menuType === 2) throw new ApiError(dataRuleMsg.menuIsButton);
  return menu.id;
}

/** The rule as it will be (an edit may send only what changes), checked; its menu is fixed once added. */
async function checkRule(db: Db, registry: SchemaRegistry | undefined, { mode, values, before, body }: WriteChange): Promise<void> {
  if (mode === 'add') values.permissionId = await ruleMenu(db, requiredId(body ?? {}, 'permissionId'));
  else delete values.permissionId;
  const row = { ...before, ...values };
  const column = String(row.ruleColumn ?? '');
  if (!COLUMN.test(column)) refuse('ruleColumn', dataRuleMsg.columnInvalid);
  const condition = String(row.ruleConditions ?? '').toUpperCase();
  if (condition === SQL_RULES) refuse('ruleConditions', dataRuleMsg.sqlRefused);
  if (!isRuleCondition(condition)) refuse('ruleConditions', dataRuleMsg.conditionInvalid);
  if (values.ruleConditions !== undefined) values.ruleConditions = condition;
  const [unknown] = unknownVariables(String(row.ruleValue ?? ''));
  if (unknown) refuse('ruleValue', dataRuleMsg.variableUnknown(unknown));
  const status = row.status === null || row.status === undefined ? '1' : String(row.status);
  if (status !== '0' && status !== '1') refuse('status', dataRuleMsg.statusInvalid);
  if (mode === 'add') values.status = status;
  if (registry) await checkRuleColumn(db, registry, String(row.permissionId), column);
}

const described = (row: EntityRow) => `${String(row.ruleName)}(${String(row.ruleColumn)} ${String(row.ruleConditions)} ${String(row.ruleValue)})`;

/**
 * 菜单管理 › 数据规则 is the declared entity of schemas/pages/sys-permission-data-rule.json (add,
 * edit and delete, also under the older platform's names); a rule's checks, its menu's rule_flag
 * and the grants naming a deleted rule are here. The menu's rule lists (their plain-array shape)
 * and the grants to roles stay in routes.ts and grantRoutes.ts.
 */
export const dataRuleHooks: EntityHooks = {
  messages: { notFound: dataRuleMsg.notFound },
  answerRow: true,
  describe: described,
  paths: { add: '/sys/permission/addPermissionRule', edit: '/sys/permission/editPermissionRule', delete: '/sys/permission/deletePermissionRule' },

  beforeWrite: ({ db, registry }, change) => checkRule(db, registry, change),

  async afterWrite({ db }, { row }) {
    await refreshRuleFlag(db.kysely, String(row.permissionId));
  },

  // No grant keeps naming a rule that is gone.
  async beforeDelete({ db }, rows) {
    await dropFromGrants(db.kysely, rows.map((r) => String(r.id)));
  },

  async afterDelete({ db }, rows) {
    for (const menu of new Set(rows.map((r) => String(r.permissionId)))) await refreshRuleFlag(db.kysely, menu);
  },

  // Entity requests keep a session's rules for a few seconds: this process forgets them at once.
  afterCommit: permissionsChanged,
};
