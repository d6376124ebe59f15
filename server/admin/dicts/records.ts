import { newestFirstPage, type Paging } from '../shared/newestFirst.ts';
import type { Db } from '../../db/database.ts';
import type { SysDictTable, SysUserTable } from '../../db/types.ts';
import { dictCache } from '../../entities/dictCache.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { ApiError, type Page } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { contains } from '../shared/textSearch.ts';
import { type DictInput } from './input.ts';
import { refuse } from '../../http/params.ts';
import { dictMsg } from './messages.ts';
import { describeUses, dictUses } from './usage.ts';

type Author = Pick<SysUserTable, 'username'>;

export interface DictListQuery extends Paging {
  dictName: string;
  dictCode: string;
}

/** GET /sys/dict/list: live dictionaries whose name and code contain the given texts, newest first. */
export async function listDicts(db: Db, query: DictListQuery): Promise<Page<SysDictTable>> {
  const filtered = db.kysely
    .selectFrom('sysDict')
    .where('delFlag', '=', 0)
    .$if(query.dictName !== '', (q) => q.where(contains(db, 'dict_name', query.dictName)))
    .$if(query.dictCode !== '', (q) => q.where(contains(db, 'dict_code', query.dictCode)));
  return newestFirstPage<SysDictTable>(filtered, query);
}

export async function findDict(db: Db, id: string): Promise<SysDictTable> {
  const row = await db.kysely.selectFrom('sysDict').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!row) throw new ApiError(dictMsg.notFound);
  return row;
}

/** Codes are unique over every row, deleted ones too (the column is UNIQUE). */
async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  const taken = await db.kysely
    .selectFrom('sysDict')
    .select('id')
    .where('dictCode', '=', code)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as string))
    .executeTakeFirst();
  if (taken) refuse('dictCode', fill(dictMsg.codeTaken, { code }));
}

export async function addDict(db: Db, input: DictInput, by: Author): Promise<SysDictTable> {
  await assertCodeFree(db, input.dictCode);
  const row: SysDictTable = {
    ...input, id: newId(), delFlag: 0, createBy: by.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
  };
  await db.kysely.insertInto('sysDict').values(row).execute();
  dictCache(db).drop();
  return row;
}

/** A code that declared fields name cannot change: their values would lose their texts. */
export async function editDict(db: Db, registry: SchemaRegistry, id: string, input: DictInput, by: Author): Promise<SysDictTable> {
  const before = await findDict(db, id);
  if (before.dictCode !== input.dictCode) {
    const uses = dictUses(registry, before.dictCode);
    if (uses.length > 0) refuse('dictCode', fill(dictMsg.codeInUse, { code: before.dictCode, uses: describeUses(uses) }));
    await assertCodeFree(db, input.dictCode, id);
  }
  await db.kysely.updateTable('sysDict').set({ ...input, updateBy: by.username, updateTime: formatDateTime() }).where('id', '=', id).execute();
  dictCache(db).drop();
  return findDict(db, id);
}

/**
 * Deletes a dictionary and its items (the code is then free again), refused while a declared
 * entity field takes its values from it.
 */
export async function deleteDict(db: Db, registry: SchemaRegistry, id: string): Promise<SysDictTable> {
  const dict = await findDict(db, id);
  const uses = dictUses(registry, dict.dictCode);
  if (uses.length > 0) throw new ApiError(fill(dictMsg.inUse, { name: dict.dictName, uses: describeUses(uses) }));
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('sysDictItem').where('dictId', '=', id).execute();
    await trx.deleteFrom('sysDict').where('id', '=', id).execute();
  });
  dictCache(db).drop();
  return dict;
}
