import { isSafeUrlTemplate } from '../../../schemas/safeUrl.ts';
import type { Db } from '../../db/database.ts';
import type { SysPermissionTable } from '../../db/types.ts';
import type { EntityRow } from '../../entities/dynamic.ts';
import type { EntityHooks, WriteChange } from '../../entities/hooks.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { refuse } from '../../http/params.ts';
import { permissionsChanged } from '../roles/cache.ts';
import { permissionMsg } from './messages.ts';
import { permissionNode } from './tree.ts';

const PERMS = /^[\w:.-]+(,[\w:.-]+)*$/;
const isExternal = (url: string) => /^(https?:\/\/|\{\{)/.test(url);
const textOf = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/** A flag the platform's client sends as a boolean under its own name (`route`), or as 0/1. */
function flag(value: unknown): 0 | 1 | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  return undefined;
}

async function checkParentKind(db: Db, parentId: string): Promise<void> {
  const parent = await db.kysely.selectFrom('sysPermission').select('menuType').where('id', '=', parentId).executeTakeFirst();
  if (parent?.menuType === 2) refuse('parentId', permissionMsg.parentIsButton);
}

async function checkUrlFree(db: Db, url: string, selfId?: string): Promise<void> {
  let query = db.kysely.selectFrom('sysPermission').select('name').where('url', '=', url).where('delFlag', '=', 0).where('menuType', '<>', 2);
  if (selfId) query = query.where('id', '<>', selfId);
  const other = await query.executeTakeFirst();
  if (other) refuse('url', fill(permissionMsg.urlTaken, { name: other.name }));
}

/** A code names one button: two buttons with one code could not be granted apart (codes are comma lists, so no unique index). */
async function checkPermsFree(db: Db, perms: string, selfId?: string): Promise<void> {
  const codes = perms.split(',');
  let query = db.kysely.selectFrom('sysPermission').select(['name', 'perms']).where('perms', 'is not', null).where('delFlag', '=', 0);
  if (selfId) query = query.where('id', '<>', selfId);
  for (const row of await query.execute()) {
    const code = (row.perms ?? '').split(',').map((c) => c.trim()).find((c) => codes.includes(c));
    if (code) refuse('perms', fill(permissionMsg.permsTaken, { code, name: row.name }));
  }
}

/** What a menu, a sub-menu and a button each need, on the row as it will be (an edit sends only what changes). */
async function checkMenu(db: Db, { values, before, body }: WriteChange): Promise<void> {
  const route = flag(body?.route);
  if (route !== undefined) values.isRoute = route;
  const row = { ...before, ...values };
  const menuType = Number(row.menuType ?? 0);
  if (![0, 1, 2].includes(menuType)) refuse('menuType', permissionMsg.menuTypeInvalid);
  if (menuType === 0) values.parentId = null;
  const parentId = menuType === 0 ? null : textOf(row.parentId);
  if (menuType !== 0 && !parentId) refuse('parentId', permissionMsg.parentRequired);
  if (parentId) await checkParentKind(db, parentId);
  const url = textOf(row.url);
  const component = textOf(row.component);
  if (menuType !== 2 && !url) refuse('url', permissionMsg.urlRequired);
  // The browser shows a menu URL in an iframe or a new window of the app's own origin: one that
  // could evaluate to javascript: or data: would run with the signed-in user's token.
  if (url && !isSafeUrlTemplate(url)) refuse('url', permissionMsg.urlUnsafe);
  if (component && !isSafeUrlTemplate(component)) refuse('component', permissionMsg.componentUnsafe);
  if (menuType !== 2 && url && !isExternal(url) && !component) refuse('component', permissionMsg.componentRequired);
  const perms = textOf(row.perms);
  if (menuType === 2 && !perms) refuse('perms', permissionMsg.permsRequired);
  if (perms && !PERMS.test(perms)) refuse('perms', permissionMsg.permsInvalid);
  // A menu's strategy means nothing (it applies to buttons); the platform stores '0' on menus, and
  // a menu listed so saves back unchanged.
  const permsType = textOf(row.permsType) ?? '1';
  if (!(menuType === 2 ? ['1', '2'] : ['0', '1', '2']).includes(permsType)) refuse('permsType', permissionMsg.permsTypeInvalid);
  values.permsType ??= permsType;
  const status = textOf(row.status) ?? '1';
  if (!['0', '1'].includes(status)) refuse('status', permissionMsg.statusInvalid);
  values.status ??= status;
  values.sortNo ??= Number(row.sortNo ?? 0);
  const selfId = before ? String(before.id) : undefined;
  if (menuType !== 2 && url && !isExternal(url)) await checkUrlFree(db, url, selfId);
  if (perms) await checkPermsFree(db, perms, selfId);
  if (before && menuType === 2 && before.isLeaf !== null && Number(before.isLeaf) === 0) throw new ApiError(permissionMsg.buttonWithChildren);
}

const described = (row: EntityRow) => `${String(row.name)}${row.perms ? `(${String(row.perms)})` : ''}`;

/**
 * 菜单管理 is the declared tree entity of schemas/pages/sys-permission.json (the engine keeps
 * is_leaf and refuses bad parents, server/entities/tree.ts); what a menu is beyond its fields is
 * here. The tree reads the shell and the platform's client make (list, getSystemMenuList, the
 * grants) stay in routes.ts.
 */
export const permissionHooks: EntityHooks = {
  messages: {
    notFound: permissionMsg.notFound,
    treeParentMissing: permissionMsg.parentUnknown,
    treeParentIsSelf: permissionMsg.parentLoop,
    treeHasChildren: permissionMsg.hasChildren,
  },
  answerRow: true,
  describe: described,

  beforeWrite: ({ db }, change) => checkMenu(db, change),

  // The grants of it go with it: no role keeps a grant of nothing; its data rules go too.
  async beforeDelete({ db }, rows) {
    const ids = rows.map((r) => String(r.id));
    await db.kysely.deleteFrom('sysRolePermission').where('permissionId', 'in', ids).execute();
    await db.kysely.deleteFrom('sysDepartPermission').where('permissionId', 'in', ids).execute();
    await db.kysely.deleteFrom('sysDepartRolePermission').where('permissionId', 'in', ids).execute();
    await db.kysely.deleteFrom('sysPermissionDataRule').where('permissionId', 'in', ids).execute();
  },

  // A changed code changes what the holders of the row may call, at once in this process.
  afterCommit: permissionsChanged,

  // Answered as the platform's SysPermissionTree: its flags as booleans under its names (route, leaf).
  async decorate(db, rows) {
    if (rows.length === 0) return;
    const stored = await db.kysely.selectFrom('sysPermission').selectAll().where('id', 'in', rows.map((r) => String(r.id))).execute();
    const byId = new Map<string, SysPermissionTable>(stored.map((r) => [r.id, r]));
    for (const row of rows) {
      const full = byId.get(String(row.id));
      if (full) Object.assign(row, permissionNode(full, full.isLeaf === 1));
    }
  },
};
