import { newestFirstPage } from '../shared/newestFirst.ts';
import type { Db } from '../../db/database.ts';
import type { SysUserTable } from '../../db/types.ts';
import { ApiError, type Page } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { contains } from '../shared/textSearch.ts';
import type { PositionInput } from './input.ts';
import { positionMsg } from './messages.ts';
import { positionTables, type SysPositionTable } from './tables.ts';

type Author = Pick<SysUserTable, 'username' | 'orgCode'>;

export interface PositionQuery {
  pageNo: number;
  pageSize: number;
  name: string;
  code: string;
}

/** GET /sys/position/list: positions whose name (and code) contain the texts given, newest first. */
export async function listPositions(db: Db, query: PositionQuery): Promise<Page<SysPositionTable>> {
  const filtered = positionTables(db)
    .selectFrom('sysPosition')
    .$if(query.name !== '', (q) => q.where(contains(db, 'name', query.name)))
    .$if(query.code !== '', (q) => q.where(contains(db, 'code', query.code)));
  return newestFirstPage<SysPositionTable>(filtered, query);
}

export async function findPosition(db: Db, id: string): Promise<SysPositionTable> {
  const row = await positionTables(db).selectFrom('sysPosition').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(positionMsg.notFound);
  return row;
}

async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  const taken = await positionTables(db)
    .selectFrom('sysPosition')
    .select('id')
    .where('code', '=', code)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as string))
    .executeTakeFirst();
  if (taken) throw new ApiError(fill(positionMsg.codeTaken, { code }), 200, 500, { code: fill(positionMsg.codeTaken, { code }) });
}

/** Live users holding the position: sys_user.post is a comma-separated list of position codes. */
export async function holders(db: Db, code: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('sysUser')
    .select(['username', 'post'])
    .where('delFlag', '=', 0)
    .where(contains(db, 'post', code))
    .orderBy('username')
    .execute();
  return rows.filter((row) => (row.post ?? '').split(',').map((p) => p.trim()).includes(code)).map((row) => row.username);
}

export async function addPosition(db: Db, input: PositionInput, by: Author): Promise<SysPositionTable> {
  await assertCodeFree(db, input.code);
  const row: SysPositionTable = {
    ...input, id: newId(), sysOrgCode: by.orgCode, createBy: by.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
  };
  await positionTables(db).insertInto('sysPosition').values(row).execute();
  return row;
}

/** The code of a position users hold cannot change: their `post` would name nothing. */
export async function editPosition(db: Db, id: string, input: PositionInput, by: Author): Promise<SysPositionTable> {
  const before = await findPosition(db, id);
  if (before.code !== input.code) {
    const users = await holders(db, before.code);
    if (users.length > 0) throw new ApiError(fill(positionMsg.codeInUse, { name: before.name, count: users.length }));
    await assertCodeFree(db, input.code, id);
  }
  await positionTables(db).updateTable('sysPosition').set({ ...input, updateBy: by.username, updateTime: formatDateTime() }).where('id', '=', id).execute();
  return findPosition(db, id);
}

const SHOWN_USERS = 5;

export async function deletePosition(db: Db, id: string): Promise<SysPositionTable> {
  const position = await findPosition(db, id);
  const users = await holders(db, position.code);
  if (users.length > 0) {
    const shown = users.slice(0, SHOWN_USERS).join('、') + (users.length > SHOWN_USERS ? '等' : '');
    throw new ApiError(fill(positionMsg.inUse, { name: position.name, count: users.length, users: shown }));
  }
  await positionTables(db).deleteFrom('sysPosition').where('id', '=', id).execute();
  return position;
}
