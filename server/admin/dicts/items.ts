import type { Db } from '../../db/database.ts';
import type { SysDictItemTable, SysDictTable, SysUserTable } from '../../db/types.ts';
import { dictCache } from '../../entities/dictCache.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { ApiError, page, type Page } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { formatDateTime, newId } from '../../ids.ts';
import { contains } from '../shared/textSearch.ts';
import { type DictItemInput } from './input.ts';
import { refuse } from '../../http/params.ts';
import { dictMsg } from './messages.ts';
import { findDict } from './records.ts';
import { dictUses, firstHolder } from './usage.ts';

type Author = Pick<SysUserTable, 'username'>;

export interface ItemListQuery {
  pageNo: number;
  pageSize: number;
  dictId: string;
  itemText: string;
  /** '' for every item, else 0 or 1. */
  status: string;
}

/** GET /sys/dictItem/list: the items of one dictionary in their sort order. */
export async function listItems(db: Db, query: ItemListQuery): Promise<Page<SysDictItemTable>> {
  const filtered = db.kysely
    .selectFrom('sysDictItem')
    .where('dictId', '=', query.dictId)
    .$if(query.itemText !== '', (q) => q.where(contains(db, 'item_text', query.itemText)))
    .$if(query.status === '0' || query.status === '1', (q) => q.where('status', '=', Number(query.status)));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const records = await filtered
    .selectAll()
    .orderBy('sortOrder')
    .orderBy('createTime')
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return page(records, Number(total?.n ?? 0), query.pageSize, query.pageNo);
}

export async function findItem(db: Db, id: string): Promise<SysDictItemTable> {
  const row = await db.kysely.selectFrom('sysDictItem').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(dictMsg.itemNotFound);
  return row;
}

/** Whether no other item of the dictionary (than `exceptId`, the one being edited) holds the value. */
export async function itemValueFree(db: Db, dictId: string, value: string, exceptId?: string): Promise<boolean> {
  const taken = await db.kysely
    .selectFrom('sysDictItem')
    .select('id')
    .where('dictId', '=', dictId)
    .where('itemValue', '=', value)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as string))
    .executeTakeFirst();
  return !taken;
}

async function assertValueFree(db: Db, dictId: string, value: string, exceptId?: string): Promise<void> {
  if (!(await itemValueFree(db, dictId, value, exceptId))) refuse('itemValue', fill(dictMsg.itemValueTaken, { value }));
}

/** Refuses when rows of a declared entity hold the item's value: they would lose their text. */
async function assertValueUnused(db: Db, registry: SchemaRegistry, dict: SysDictTable, item: SysDictItemTable, message: string): Promise<void> {
  const held = await firstHolder(db, dictUses(registry, dict.dictCode), item.itemValue);
  if (held) {
    throw new ApiError(fill(message, { text: item.itemText, value: item.itemValue, count: held.count, entity: held.use.entity.label }));
  }
}

export async function addItem(db: Db, dictId: string, input: DictItemInput, by: Author): Promise<{ dict: SysDictTable; item: SysDictItemTable }> {
  const dict = await findDict(db, dictId);
  await assertValueFree(db, dictId, input.itemValue);
  const item: SysDictItemTable = {
    ...input, id: newId(), dictId, createBy: by.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
  };
  await db.kysely.insertInto('sysDictItem').values(item).execute();
  dictCache(db).drop();
  return { dict, item };
}

export async function editItem(
  db: Db, registry: SchemaRegistry, id: string, input: DictItemInput, by: Author,
): Promise<{ dict: SysDictTable; item: SysDictItemTable }> {
  const before = await findItem(db, id);
  const dict = await findDict(db, before.dictId);
  if (before.itemValue !== input.itemValue) {
    await assertValueUnused(db, registry, dict, before, dictMsg.itemValueInUse);
    await assertValueFree(db, before.dictId, input.itemValue, id);
  }
  await db.kysely.updateTable('sysDictItem').set({ ...input, updateBy: by.username, updateTime: formatDateTime() }).where('id', '=', id).execute();
  dictCache(db).drop();
  return { dict, item: await findItem(db, id) };
}

export async function deleteItem(db: Db, registry: SchemaRegistry, id: string): Promise<{ dict: SysDictTable; item: SysDictItemTable }> {
  const item = await findItem(db, id);
  const dict = await findDict(db, item.dictId);
  await assertValueUnused(db, registry, dict, item, dictMsg.itemInUse);
  await db.kysely.deleteFrom('sysDictItem').where('id', '=', id).execute();
  dictCache(db).drop();
  return { dict, item };
}
