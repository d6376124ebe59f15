import { isSafeUrlTemplate } from '../../../schemas/safeUrl.ts';
import type { Db } from '../../db/database.ts';
import type { SysPermissionTable } from '../../db/types.ts';
import { text } from '../../http/body.ts';
import { fill } from '../../http/messages.ts';
import { hasMarkup, markupProblem } from '../../http/plainText.ts';
import { refuse } from '../../http/params.ts';
import { permissionMsg } from './messages.ts';

export type PermissionFields = Omit<SysPermissionTable, 'id' | 'isLeaf' | 'delFlag' | 'ruleFlag' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>;

const PERMS = /^[\w:.-]+(,[\w:.-]+)*$/;
const isExternal = (url: string) => /^(https?:\/\/|\{\{)/.test(url);

function optional(body: Record<string, unknown>, field: string, max: number): string | null {
  const value = text(body, field, max + 1);
  if (value.length > max) refuse(field, fill(permissionMsg.fieldTooLong, { label: permissionMsg.labels[field] ?? field, max }));
  return value || null;
}

/** A flag the platform's client sends as a boolean (under its own name) or as 0/1. */
function flag(body: Record<string, unknown>, names: string[], fallback: number): number {
  for (const name of names) {
    const value = body[name];
    if (value === true || value === 1 || value === '1' || value === 'true') return 1;
    if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  }
  return fallback;
}

/** The body of add or edit, checked against the tree as it is (`selfId` when editing). */
export async function readPermissionInput(db: Db, body: Record<string, unknown>, selfId?: string): Promise<PermissionFields> {
  const name = optional(body, 'name', 100);
  if (!name) refuse('name', permissionMsg.nameRequired);
  if (hasMarkup(name)) refuse('name', markupProblem(permissionMsg.labels.name));
  const menuType = Number(text(body, 'menuType', 2) || '0');
  if (![0, 1, 2].includes(menuType)) refuse('menuType', permissionMsg.menuTypeInvalid);
  const parentId = menuType === 0 ? null : text(body, 'parentId', 64) || null;
  if (menuType !== 0 && !parentId) refuse('parentId', permissionMsg.parentRequired);
  if (parentId) await checkParent(db, parentId, selfId);
  const url = optional(body, 'url', 255);
  const component = optional(body, 'component', 255);
  if (menuType !== 2 && !url) refuse('url', permissionMsg.urlRequired);
  // The browser shows a menu URL in an iframe or a new window of the app's own origin: one that
  // could evaluate to javascript: or data: would run with the signed-in user's token.
  if (url && !isSafeUrlTemplate(url)) refuse('url', permissionMsg.urlUnsafe);
  if (component && !isSafeUrlTemplate(component)) refuse('component', permissionMsg.componentUnsafe);
  if (menuType !== 2 && url && !isExternal(url) && !component) refuse('component', permissionMsg.componentRequired);
  const perms = optional(body, 'perms', 255);
  if (menuType === 2 && !perms) refuse('perms', permissionMsg.permsRequired);
  if (perms && !PERMS.test(perms)) refuse('perms', permissionMsg.permsInvalid);
  const permsType = text(body, 'permsType', 10) || '1';
  // A menu's strategy means nothing (it applies to buttons); the platform stores '0' on menus, and
  // a menu listed so saves back unchanged.
  const strategies = menuType === 2 ? ['1', '2'] : ['0', '1', '2'];
  if (!strategies.includes(permsType)) refuse('permsType', permissionMsg.permsTypeInvalid);
  const status = text(body, 'status', 2) || '1';
  if (!['0', '1'].includes(status)) refuse('status', permissionMsg.statusInvalid);
  const sortText = text(body, 'sortNo', 20) || '0';
  const sortNo = Number(sortText);
  if (!Number.isFinite(sortNo)) refuse('sortNo', permissionMsg.sortInvalid);
  if (menuType !== 2 && url && !isExternal(url)) await checkUrlFree(db, url, selfId);
  if (perms) await checkPermsFree(db, perms, selfId);
  return {
    parentId, name, url, component, menuType, perms, permsType, sortNo, status,
    componentName: optional(body, 'componentName', 100),
    redirect: optional(body, 'redirect', 255),
    icon: optional(body, 'icon', 100),
    description: optional(body, 'description', 255),
    isRoute: flag(body, ['route', 'isRoute'], 1),
    keepAlive: flag(body, ['keepAlive'], 0),
    hidden: flag(body, ['hidden'], 0),
    hideTab: flag(body, ['hideTab'], 0),
    alwaysShow: flag(body, ['alwaysShow'], 0),
    internalOrExternal: flag(body, ['internalOrExternal'], 0),
  };
}

async function checkParent(db: Db, parentId: string, selfId?: string): Promise<void> {
  const rows = await db.kysely.selectFrom('sysPermission').select(['id', 'parentId', 'menuType']).where('delFlag', '=', 0).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parent = byId.get(parentId);
  if (!parent) refuse('parentId', permissionMsg.parentUnknown);
  if (parent.menuType === 2) refuse('parentId', permissionMsg.parentIsButton);
  // Moving a menu under itself or under one of its own descendants would cut it off the tree.
  for (let at: string | null = parentId, steps = 0; at && steps <= rows.length; at = byId.get(at)?.parentId ?? null, steps += 1) {
    if (at === selfId) refuse('parentId', permissionMsg.parentLoop);
  }
}

async function checkUrlFree(db: Db, url: string, selfId?: string): Promise<void> {
  let query = db.kysely.selectFrom('sysPermission').select('name').where('url', '=', url).where('delFlag', '=', 0).where('menuType', '<>', 2);
  if (selfId) query = query.where('id', '<>', selfId);
  const other = await query.executeTakeFirst();
  if (other) refuse('url', fill(permissionMsg.urlTaken, { name: other.name }));
}

/** A code names one button: two buttons with one code could not be granted apart. */
async function checkPermsFree(db: Db, perms: string, selfId?: string): Promise<void> {
  const codes = perms.split(',');
  let query = db.kysely.selectFrom('sysPermission').select(['name', 'perms']).where('perms', 'is not', null).where('delFlag', '=', 0);
  if (selfId) query = query.where('id', '<>', selfId);
  for (const row of await query.execute()) {
    const code = (row.perms ?? '').split(',').map((c) => c.trim()).find((c) => codes.includes(c));
    if (code) refuse('perms', fill(permissionMsg.permsTaken, { code, name: row.name }));
  }
}
