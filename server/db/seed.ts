import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './types.ts';
import { formatDateTime, newId } from '../ids.ts';
import { generatePassword, hashPassword } from '../auth/password.ts';
import { seedCategories } from '../categories/seed.ts';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/demo');

function readFixture<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(fixturesDir, name), 'utf8')) as T;
}

interface PermissionFixture {
  id: string;
  parentId: string | null;
  name: string;
  url?: string;
  component?: string;
  componentName?: string;
  menuType: number;
  sortNo: number;
  icon?: string;
  perms?: string;
  permsType?: string;
  status?: string;
  isLeaf?: number;
  hidden?: number;
  alwaysShow?: number;
  keepAlive?: number;
  isRoute?: number;
  internalOrExternal?: number;
}
interface RoleFixture { id: string; roleName: string; roleCode: string; description: string; permissions: '*' | string[] }
interface UserFixture {
  id: string; username: string; realname: string; sex: number; email: string; phone: string;
  workNo: string; orgCode: string; roles: string[]; departs: string[]; status?: number;
}
interface DepartFixture {
  id: string; parentId: string | null; departName: string; orgCode: string; orgCategory: string;
  orgType: string; departOrder: number; address?: string;
}
interface DictFixture { dictCode: string; dictName: string; type?: number; items: [string, string][] }
interface AnnouncementFixture {
  id: string; titile: string; msgContent: string; priority: string; msgCategory: string;
  msgType: string; sendStatus: string; sender: string; daysAgo: number;
}

type Audit = { createBy: string; createTime: string; updateBy: null; updateTime: null };

/** Set once a fixture dictionary was added (or found already there): addNewDemoDicts leaves it alone then. */
const dictMarker = (dict: DictFixture) => `dict:${dict.dictCode}`;

/** The same for a fixture menu or button (sys_permission row): addNewDemoMenus leaves it alone then. */
const menuMarker = (permission: PermissionFixture) => `menu:${permission.id}`;

function permissionRow(p: PermissionFixture, audit: Audit) {
  return {
    id: p.id, parentId: p.parentId, name: p.name, url: p.url ?? null, component: p.component ?? null,
    componentName: p.componentName ?? null, redirect: null, menuType: p.menuType, perms: p.perms ?? null,
    permsType: p.permsType ?? '0', sortNo: p.sortNo, alwaysShow: p.alwaysShow ?? 0, icon: p.icon ?? null,
    isRoute: p.isRoute ?? 1, isLeaf: p.isLeaf ?? 1, keepAlive: p.keepAlive ?? 0, hidden: p.hidden ?? 0,
    hideTab: 0, description: null, delFlag: 0, ruleFlag: 0, status: p.status ?? '1',
    internalOrExternal: p.internalOrExternal ?? 0, ...audit,
  };
}

async function insertDict(trx: Kysely<Database>, dict: DictFixture, audit: Audit): Promise<void> {
  const dictId = newId();
  await trx.insertInto('sysDict')
    .values({ id: dictId, dictName: dict.dictName, dictCode: dict.dictCode, description: null, delFlag: 0, type: dict.type ?? 0, ...audit })
    .execute();
  await trx.insertInto('sysDictItem')
    .values(dict.items.map(([itemValue, itemText], i) => ({
      id: newId(), dictId, itemText, itemValue, description: null, sortOrder: i + 1, status: 1, ...audit,
    })))
    .execute();
}

export interface SeedResult {
  seeded: boolean;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * Loads the demo data of fixtures/demo into an empty database. Runs in one transaction guarded by
 * the `seeded` marker, so several processes starting together seed once.
 */
export async function seedDemoData(db: Db, adminPassword: string | undefined): Promise<SeedResult> {
  // A seeded database (every start but the first) costs no password hashing.
  const marker = await db.kysely.selectFrom('appMeta').select('key').where('key', '=', 'seeded').executeTakeFirst();
  if (marker) return { seeded: false };
  const password = adminPassword ?? generatePassword();
  const users = readFixture<UserFixture[]>('users.json');
  const hashes = new Map(await Promise.all(users.map(async (user) => [user.id, await hashPassword(password)] as const)));

  return db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('appMeta')
      .values({ key: 'seeded', value: formatDateTime() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { seeded: false };

    const now = formatDateTime();
    const audit = { createBy: 'admin', createTime: now, updateBy: null, updateTime: null };

    const permissions = readFixture<PermissionFixture[]>('permissions.json');
    await trx.insertInto('sysPermission').values(permissions.map((p) => permissionRow(p, audit))).execute();
    await trx.insertInto('appMeta').values(permissions.map((p) => ({ key: menuMarker(p), value: now }))).execute();

    const roles = readFixture<RoleFixture[]>('roles.json');
    for (const role of roles) {
      await trx.insertInto('sysRole')
        .values({ id: role.id, roleName: role.roleName, roleCode: role.roleCode, description: role.description, ...audit })
        .execute();
      const granted = role.permissions === '*' ? permissions.map((p) => p.id) : role.permissions;
      await trx.insertInto('sysRolePermission')
        .values(granted.map((permissionId) => ({
          id: newId(), roleId: role.id, permissionId, dataRuleIds: null, operateDate: now, operateIp: null,
        })))
        .execute();
    }

    const departs = readFixture<DepartFixture[]>('departs.json');
    await trx.insertInto('sysDepart').values(
      departs.map((d) => ({
        id: d.id, parentId: d.parentId, departName: d.departName, departNameEn: null, departNameAbbr: null,
        departOrder: d.departOrder, description: null, orgCategory: d.orgCategory, orgType: d.orgType,
        orgCode: d.orgCode, mobile: null, fax: null, address: d.address ?? null, memo: null, status: '1',
        delFlag: '0', ...audit,
      })),
    ).execute();

    for (const u of users) {
      await trx.insertInto('sysUser').values({
        id: u.id, username: u.username, realname: u.realname, password: hashes.get(u.id) ?? '',
        avatar: null, birthday: null, sex: u.sex, email: u.email, phone: u.phone, orgCode: u.orgCode,
        status: u.status ?? 1, delFlag: 0, workNo: u.workNo, post: null, telephone: null, userIdentity: 1,
        departIds: null, relTenantIds: null, clientId: null, homePath: null, passwordChangedAt: null, ...audit,
      }).execute();
      await trx.insertInto('sysUserRole')
        .values(u.roles.map((roleId) => ({ id: newId(), userId: u.id, roleId })))
        .execute();
      await trx.insertInto('sysUserDepart')
        .values(u.departs.map((depId) => ({ id: newId(), userId: u.id, depId })))
        .execute();
    }

    const dicts = readFixture<DictFixture[]>('dicts.json');
    for (const dict of dicts) await insertDict(trx, dict, audit);
    await trx.insertInto('appMeta').values(dicts.map((dict) => ({ key: dictMarker(dict), value: now }))).execute();

    for (const t of readFixture<{ id: number; name: string; status: number }[]>('tenants.json')) {
      await trx.insertInto('sysTenant')
        .values({ id: t.id, name: t.name, status: t.status, createTime: now, createBy: 'admin', beginDate: null, endDate: null })
        .execute();
    }

    for (const a of readFixture<AnnouncementFixture[]>('announcements.json')) {
      const at = formatDateTime(new Date(Date.now() - a.daysAgo * 86_400_000));
      const sent = a.sendStatus === '1';
      await trx.insertInto('sysAnnouncement').values({
        id: a.id, titile: a.titile, msgContent: a.msgContent, startTime: at, endTime: '2099-12-31 23:59:59',
        sender: a.sender, priority: a.priority, msgCategory: a.msgCategory, msgType: a.msgType,
        sendStatus: a.sendStatus, sendTime: sent ? at : null, cancelTime: null, delFlag: '0', busType: null,
        busId: null, openType: null, openPage: null, userIds: null, msgAbstract: null,
        createBy: 'admin', createTime: at, updateBy: null, updateTime: null,
      }).execute();
    }

    await seedCategories(trx);

    return { seeded: true, generatedPassword: adminPassword ? undefined : password };
  });
}

/** The markers of fixture entries already handled (added, or found there), by key prefix. */
async function markedKeys(db: Db, prefix: string): Promise<Set<string>> {
  return new Set((await db.kysely.selectFrom('appMeta').select('key').where('key', 'like', `${prefix}%`).execute()).map((row) => row.key));
}

/**
 * Adds one fixture entry once, across restarts and processes: its app_meta marker is taken in the
 * same transaction as the addition, and a marker already there means handled (added before, or
 * deleted by an administrator since). `add` answers whether it added anything.
 */
async function addOnce(db: Db, marker: string, add: (trx: Kysely<Database>) => Promise<boolean>): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const taken = await trx.insertInto('appMeta').values({ key: marker, value: formatDateTime() })
      .onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
    return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0 && add(trx);
  });
}

const newAudit = (): Audit => ({ createBy: 'admin', createTime: formatDateTime(), updateBy: null, updateTime: null });

/**
 * Dictionaries added to fixtures/demo/dicts.json after a database was first seeded (the page
 * schemas of a newer version name them): each is added once, on the next start, unless a
 * dictionary with its code exists. One an administrator deletes afterwards stays deleted (the
 * app_meta marker remembers it was handled). Answers the codes added.
 */
export async function addNewDemoDicts(db: Db): Promise<string[]> {
  const added: string[] = [];
  const marked = await markedKeys(db, 'dict:');
  for (const dict of readFixture<DictFixture[]>('dicts.json').filter((d) => !marked.has(dictMarker(d)))) {
    const done = await addOnce(db, dictMarker(dict), async (trx) => {
      if (await trx.selectFrom('sysDict').select('id').where('dictCode', '=', dict.dictCode).executeTakeFirst()) return false;
      await insertDict(trx, dict, newAudit());
      return true;
    });
    if (done) added.push(dict.dictCode);
  }
  return added;
}

/** Menus whose deletion the operation log records (`删除菜单：<name>`, the engine's log line of admin/permissions/hooks.ts). */
async function deletedMenuNames(db: Db): Promise<Set<string>> {
  const rows = await db.kysely.selectFrom('sysLog').select('logContent').where('logContent', 'like', '删除菜单：%').execute();
  return new Set(rows.map((row) => (row.logContent ?? '').slice('删除菜单：'.length).replace(/\([^()]*\)$/, '')));
}

/**
 * Menus and buttons added to fixtures/demo/permissions.json after a database was first seeded (短信发送记录
 * and its button, for one), by the same once-only markers as the dictionaries, in fixture order so
 * a parent comes before its children, and granted to the roles the fixtures grant everything.
 * Skipped: an id already there, a parent no longer there (the branch was deleted), and a name whose
 * deletion the operation log records (a database seeded before these markers cannot otherwise tell
 * a deleted menu from a newer one). Answers the names added.
 */
export async function addNewDemoMenus(db: Db): Promise<string[]> {
  const added: string[] = [];
  const marked = await markedKeys(db, 'menu:');
  const fresh = readFixture<PermissionFixture[]>('permissions.json').filter((p) => !marked.has(menuMarker(p)));
  if (fresh.length === 0) return added;
  const deleted = await deletedMenuNames(db);
  const grantAll = readFixture<RoleFixture[]>('roles.json').filter((role) => role.permissions === '*').map((role) => role.id);
  for (const permission of fresh) {
    const done = await addOnce(db, menuMarker(permission), async (trx) => {
      if (deleted.has(permission.name)) return false;
      if (await trx.selectFrom('sysPermission').select('id').where('id', '=', permission.id).executeTakeFirst()) return false;
      if (permission.parentId !== null) {
        const parent = await trx.selectFrom('sysPermission').select('id').where('id', '=', permission.parentId).executeTakeFirst();
        if (!parent) return false;
        // A leaf that gains a child shows as a folder in the menu tree.
        await trx.updateTable('sysPermission').set({ isLeaf: 0 }).where('id', '=', permission.parentId).execute();
      }
      await trx.insertInto('sysPermission').values(permissionRow(permission, newAudit())).execute();
      const roles = await trx.selectFrom('sysRole').select('id').where('id', 'in', grantAll.length > 0 ? grantAll : ['']).execute();
      if (roles.length > 0) {
        await trx.insertInto('sysRolePermission')
          .values(roles.map((role) => ({ id: newId(), roleId: role.id, permissionId: permission.id, dataRuleIds: null, operateDate: formatDateTime(), operateIp: null })))
          .execute();
      }
      return true;
    });
    if (done) added.push(permission.name);
  }
  return added;
}

/** What a newer version's fixtures add to a database seeded by an older one (main.ts runs it at every start). */
export async function addNewDemoData(db: Db): Promise<{ dicts: string[]; menus: string[] }> {
  return { dicts: await addNewDemoDicts(db), menus: await addNewDemoMenus(db) };
}
