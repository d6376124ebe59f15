import type { Db } from '../../db/database.ts';
import type { SysUserTable } from '../../db/types.ts';
import { page, type Page } from '../../http/envelope.ts';
import { publicUser, type PublicUser } from '../../services/users.ts';
import { sql } from 'kysely';
import { applyFilters } from '../../entities/applyFilters.ts';
import type { Filter } from '../../entities/filterRules.ts';
import type { SortKey } from '../../entities/listParams.ts';
import { USER_COLUMNS } from './listQuery.ts';
import { userMsg } from './messages.ts';

/** A user row of the admin list: never the password, with the texts of its roles and departments. */
export type UserRecord = PublicUser & {
  selectedroles: string;
  roleNames: string;
  selecteddeparts: string;
  sex_dictText: string | null;
  status_dictText: string | null;
};

export interface UserQuery {
  pageNo: number;
  pageSize: number;
  /** The column filters by the list grammar (listQuery.ts). */
  filters: Filter[];
  sort: SortKey[];
  /** Ids (the platform's `code` parameter). */
  ids?: string[];
  /** Members of this department. */
  departId?: string;
  /** With departId: members of its sub-departments too. */
  withSubDeparts?: boolean;
  /** Holders of this role. */
  roleId?: string;
}

/** The platform never lists this account. */
const RESERVED_USERNAME = '_reserve_user_external';

export async function listUsers(db: Db, query: UserQuery): Promise<Page<UserRecord>> {
  let select = db.kysely.selectFrom('sysUser as u').where('u.delFlag', '=', 0).where('u.username', '<>', RESERVED_USERNAME);
  select = applyFilters(select, USER_COLUMNS, db.dialect, query.filters);
  if (query.ids) select = select.where('u.id', 'in', query.ids.length > 0 ? query.ids : ['']);
  const roleId = query.roleId;
  if (roleId) {
    select = select.where((eb) => eb.exists(eb.selectFrom('sysUserRole as ur').select('ur.id').whereRef('ur.userId', '=', 'u.id').where('ur.roleId', '=', roleId)));
  }
  const departId = query.departId;
  if (departId) {
    const prefix = query.withSubDeparts
      ? (await db.kysely.selectFrom('sysDepart').select('orgCode').where('id', '=', departId).executeTakeFirst())?.orgCode
      : undefined;
    select = select.where((eb) => eb.exists(
      eb.selectFrom('sysUserDepart as ud').innerJoin('sysDepart as d', 'd.id', 'ud.depId').select('ud.id')
        .whereRef('ud.userId', '=', 'u.id')
        .where((w) => (prefix ? w.or([w('d.id', '=', departId), w('d.orgCode', 'like', `${prefix.replace(/[\\%_]/g, '')}%`)]) : w('d.id', '=', departId))),
    ));
  }
  const counted = await select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  let ordered = select.selectAll('u');
  for (const key of query.sort) ordered = ordered.orderBy(sql.ref(`u.${key.field}`), key.direction);
  const rows = await ordered
    .orderBy('u.id', query.sort[query.sort.length - 1]?.direction ?? 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return page(await userRecords(db, rows), total, query.pageSize, query.pageNo);
}

/** The rows with their roles and departments, two queries for the whole page. */
export async function userRecords(db: Db, users: SysUserTable[]): Promise<UserRecord[]> {
  const ids = users.map((u) => u.id);
  if (ids.length === 0) return [];
  const roles = await db.kysely.selectFrom('sysUserRole as ur').innerJoin('sysRole as r', 'r.id', 'ur.roleId')
    .select(['ur.userId', 'r.id', 'r.roleName']).where('ur.userId', 'in', ids).orderBy('r.roleCode').execute();
  const departs = await db.kysely.selectFrom('sysUserDepart as ud').innerJoin('sysDepart as d', 'd.id', 'ud.depId')
    .select(['ud.userId', 'd.id', 'd.departName']).where('ud.userId', 'in', ids).orderBy('d.departOrder').orderBy('d.orgCode').execute();
  const of = <T extends { userId: string }>(list: T[], userId: string) => list.filter((row) => row.userId === userId);
  return users.map((user) => {
    const userRoles = of(roles, user.id);
    const userDeparts = of(departs, user.id);
    return {
      ...publicUser(user),
      // The platform fills orgCodeTxt of this list with the names of all the user's departments.
      orgCodeTxt: userDeparts.map((d) => d.departName).join(',') || null,
      selectedroles: userRoles.map((r) => r.id).join(','),
      roleNames: userRoles.map((r) => r.roleName).join(','),
      selecteddeparts: userDeparts.map((d) => d.id).join(','),
      sex_dictText: user.sex === null ? null : userMsg.sexText[user.sex] ?? null,
      status_dictText: userMsg.statusText[user.status] ?? null,
    };
  });
}
