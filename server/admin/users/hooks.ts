import { hashPassword } from '../../auth/password.ts';
import { endUserSessions } from '../../auth/endSessions.ts';
import type { Db } from '../../db/database.ts';
import type { EntityRow } from '../../entities/dynamic.ts';
import { list, paramText, type Filter } from '../../entities/filterRules.ts';
import type { EntityHooks, HookContext, WriteChange } from '../../entities/hooks.ts';
import { text } from '../../http/body.ts';
import { ApiError } from '../../http/envelope.ts';
import { refuse } from '../../http/params.ts';
import { passwordProblem, USERNAME } from '../../routes/registerRules.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { assertMayManageUsers } from '../shared/privilege.ts';
import { ADMIN_ROLE_CODE, assertAdminsRemain } from './guards.ts';
import { readUserInput } from './input.ts';
import { userMsg } from './messages.ts';
import { assertMayChangeRoles } from './roleChanges.ts';

/** The platform never lists this account. */
const RESERVED_USERNAME = '_reserve_user_external';

const userOf = (row: EntityRow) => ({ id: String(row.id), username: String(row.username) });

/** The password of a new account, checked, hashed off the event loop (auth/password.ts). */
async function newPassword(body: Record<string, unknown>): Promise<string> {
  const password = text(body, 'password', 201);
  const weak = password ? passwordProblem(password) : userMsg.passwordRequired;
  if (weak) refuse('password', weak);
  if ('confirmpassword' in body && text(body, 'confirmpassword', 201) !== password) refuse('confirmpassword', userMsg.passwordMismatch);
  return hashPassword(password);
}

/** The account name of a new user: well formed and never used, deleted accounts included (logs name them). */
async function newUsername(db: Db, body: Record<string, unknown>): Promise<string> {
  const username = text(body, 'username', 101);
  if (!username) refuse('username', userMsg.usernameRequired);
  if (!USERNAME.test(username)) refuse('username', userMsg.usernameInvalid);
  if (await db.kysely.selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirst()) refuse('username', userMsg.usernameTaken);
  return username;
}

/** The login department: kept while the user stays in it, else the first department given (none: none). */
async function orgCodeOf(db: Db, departIds: string[], current: string | null): Promise<string | null> {
  if (departIds.length === 0) return null;
  const departs = await db.kysely.selectFrom('sysDepart').select(['id', 'orgCode']).where('id', 'in', departIds).execute();
  if (current !== null && departs.some((d) => d.orgCode === current)) return current;
  return departs.find((d) => d.id === departIds[0])?.orgCode ?? null;
}

/** Checks an edit's roles: the caller may grant them (issue 14), and one usable administrator remains. */
async function checkRoleChange(db: Db, actorId: string, userId: string, wanted: string[]): Promise<void> {
  const held = await db.kysely.selectFrom('sysUserRole').select('roleId').where('userId', '=', userId).execute();
  await assertMayChangeRoles(db, actorId, held.map((r) => r.roleId), wanted);
  const adminRole = await db.kysely.selectFrom('sysRole').select('id').where('roleCode', '=', ADMIN_ROLE_CODE).executeTakeFirst();
  if (!adminRole || !wanted.includes(adminRole.id)) await assertAdminsRemain(db, [userId]);
}

async function beforeWrite({ db, auth }: HookContext, change: WriteChange): Promise<void> {
  const { mode, values, before } = change;
  const body = change.body ?? {};
  const links = change.links ?? {};
  if (mode === 'edit' && before) await assertMayManageUsers(db, auth.user.id, [userOf(before)]);
  // Add: account, password and status are set here; edit keeps them (freeze and reset have their routes).
  const own = mode === 'add' ? { username: await newUsername(db, body), password: await newPassword(body), status: 1 } : {};
  const fields = await readUserInput(db, body, links, before ? String(before.id) : undefined);
  if (mode === 'add') await assertMayChangeRoles(db, auth.user.id, [], links.selectedroles ?? []);
  else if (before && links.selectedroles) await checkRoleChange(db, auth.user.id, String(before.id), links.selectedroles);
  const current = before ? ((before.orgCode as string | null) ?? null) : null;
  const orgCode = links.selecteddeparts ? await orgCodeOf(db, links.selecteddeparts, current) : current;
  for (const key of Object.keys(values)) delete values[key];
  Object.assign(values, fields, own, { orgCode });
}

async function afterWrite({ db, app }: HookContext, { row, links }: WriteChange & { row: EntityRow }): Promise<void> {
  const departs = links?.selecteddeparts;
  if (departs) {
    // Leaving a department ends the user's roles within it (its department roles).
    let left = db.kysely.selectFrom('sysDepartRole').select('id');
    if (departs.length > 0) left = left.where('departId', 'not in', departs);
    await db.kysely.deleteFrom('sysDepartRoleUser').where('userId', '=', String(row.id)).where('droleId', 'in', left).execute();
  }
  // Department roles count only in the user's departments: a change of either changes the grants.
  if (links?.selectedroles || departs) permissionsChanged(app);
}

/** The list's own parameters (api-contract, /sys/user/list): `departId` members (a comma list), `code` ids, `roleId` holders. */
function listParams(given: Record<string, unknown>): { params: Record<string, unknown>; filters: Filter[] } {
  const { departId, code, roleId, ...params } = given;
  const filters: Filter[] = [{ kind: 'compare', field: 'username', op: '<>', value: RESERVED_USERNAME }];
  const departs = list(paramText(departId));
  if (departs.length > 0) filters.push({ kind: 'in', field: 'selecteddeparts', values: departs });
  const ids = list(paramText(code));
  if (paramText(code).trim() !== '') filters.push({ kind: 'in', field: 'id', values: ids });
  const roles = list(paramText(roleId));
  if (roles.length > 0) filters.push({ kind: 'in', field: 'selectedroles', values: roles });
  return { params, filters };
}

/** The names of the linked rows, in the order of the ids (as the link fields answer them). */
async function names(db: Db, table: 'sysRole' | 'sysDepart', rows: EntityRow[], field: string): Promise<(row: EntityRow) => string> {
  const ids = [...new Set(rows.flatMap((row) => list(paramText(row[field]))))];
  const found = ids.length === 0 ? [] : table === 'sysRole'
    ? (await db.kysely.selectFrom('sysRole').select(['id', 'roleName as name']).where('id', 'in', ids).execute())
    : (await db.kysely.selectFrom('sysDepart').select(['id', 'departName as name']).where('id', 'in', ids).execute());
  const byId = new Map(found.map((r) => [r.id, r.name]));
  return (row) => list(paramText(row[field])).map((id) => byId.get(id) ?? id).join(',');
}

/**
 * 用户管理 is the declared entity of schemas/pages/sys-user.json (soft delete, the roles and
 * departments as link fields); what the declaration cannot say is here: the account rules (name,
 * password, the caller's reach over roles and accounts, a usable administrator remains) and the
 * texts the list shows. Freeze, password reset and the pickers' reads stay routes (routes.ts).
 */
export const userHooks: EntityHooks = {
  messages: { notFound: userMsg.userNotFound },
  answerRow: true,
  describe: (row) => `${String(row.realname)}(${String(row.username)})`,
  listParams,
  beforeWrite,
  afterWrite,

  async beforeDelete({ db, auth }, rows) {
    if (rows.some((row) => row.id === auth.user.id)) throw new ApiError(userMsg.selfDelete);
    await assertMayManageUsers(db, auth.user.id, rows.map(userOf));
    await assertAdminsRemain(db, rows.map((row) => String(row.id)));
  },

  // Deleted accounts stay as rows (logs and records name them) and can never sign in again.
  async afterDelete({ db, app }, rows) {
    for (const row of rows) await endUserSessions({ ...app, db }, String(row.id), 'deleted');
  },

  // A purged account's grants go with it; its links (roles, departments) the engine removes.
  async afterBin({ db }, action, rows) {
    if (action === 'purge') await db.kysely.deleteFrom('sysDepartRoleUser').where('userId', 'in', rows.map((row) => String(row.id))).execute();
  },

  // The list shows the names of the roles and departments, and the texts of sex and status.
  async decorate(db, rows) {
    const [roleNames, departNames] = [await names(db, 'sysRole', rows, 'selectedroles'), await names(db, 'sysDepart', rows, 'selecteddeparts')];
    for (const row of rows) {
      row.roleNames = roleNames(row);
      // The platform fills orgCodeTxt of this list with the names of all the user's departments.
      row.orgCodeTxt = departNames(row) || null;
      row.sex_dictText = row.sex === null || row.sex === undefined ? null : userMsg.sexText[String(row.sex)] ?? null;
      row.status_dictText = userMsg.statusText[String(row.status)] ?? null;
    }
  },
};
