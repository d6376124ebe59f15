import type { Db } from '../../db/database.ts';
import type { SysDictTable } from '../../db/types.ts';
import { dropDictCache } from '../../entities/dictCache.ts';
import type { EntityRow } from '../../entities/dynamic.ts';
import { paramText, type Filter } from '../../entities/filterRules.ts';
import type { EntityHooks } from '../../entities/hooks.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { refuse, requiredId } from '../../http/params.ts';
import { oneOf } from './hooks.ts';
import { dictMsg } from './messages.ts';
import { dictUses, firstHolder } from './usage.ts';

/** A dictionary by id; only a live one (not in the recycle bin) when `live`. */
async function dictOf(db: Db, id: string, live: boolean): Promise<SysDictTable> {
  const row = await db.kysely.selectFrom('sysDict').selectAll().where('id', '=', id)
    .$if(live, (q) => q.where('delFlag', '=', 0)).executeTakeFirst();
  if (!row) throw new ApiError(dictMsg.notFound);
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

/** Refuses when rows of a declared entity hold the item's value: they would lose their text. */
async function assertValueUnused(db: Db, registry: SchemaRegistry, dict: SysDictTable, item: EntityRow, message: string): Promise<void> {
  const held = await firstHolder(db, dictUses(registry, dict.dictCode), String(item.itemValue));
  if (held) {
    throw new ApiError(fill(message, { text: String(item.itemText), value: String(item.itemValue), count: held.count, entity: held.use.entity.label }));
  }
}

/** Matches no row: the platform's item drawer lists once before a dictionary is chosen. */
const NO_ROW: Filter = { kind: 'in', field: 'id', values: [] };

/**
 * The items of a dictionary are the declared entity of schemas/pages/sys-dict-item.json, listed
 * by `dictId` from the dictionary page: what the declaration cannot say is here. A value is unique
 * within its dictionary, an item belongs to one dictionary for good, and a value that rows of a
 * declared entity hold is neither changed nor deleted. Every change drops the dictionary cache.
 */
export const dictItemHooks: EntityHooks = {
  messages: { notFound: dictMsg.itemNotFound },
  answerRow: true,
  async describe(row, db) {
    const dict = await db.kysely.selectFrom('sysDict').select('dictCode').where('id', '=', String(row.dictId)).executeTakeFirst();
    return fill(dictMsg.itemDescribed, { code: dict?.dictCode ?? '', text: String(row.itemText), value: String(row.itemValue) });
  },

  listParams(given) {
    const dictId = paramText(given.dictId).trim();
    if (dictId) return { params: given, filters: [] };
    const params = { ...given };
    delete params.dictId;
    return { params, filters: [NO_ROW] };
  },

  async beforeWrite({ db, registry }, { mode, values, before, body }) {
    oneOf(values, 'sortOrder', 0);
    oneOf(values, 'status', 1, [0, 1], dictMsg.statusInvalid);
    if (mode === 'add') values.dictId = (await dictOf(db, requiredId(body ?? {}, 'dictId'), true)).id;
    else delete values.dictId;
    const dictId = String(values.dictId ?? before?.dictId);
    const value = values.itemValue;
    if (value === undefined || value === null || value === before?.itemValue) return;
    if (before) await assertValueUnused(db, registry, await dictOf(db, dictId, false), before, dictMsg.itemValueInUse);
    if (!(await itemValueFree(db, dictId, String(value), before ? String(before.id) : undefined))) {
      refuse('itemValue', fill(dictMsg.itemValueTaken, { value: String(value) }));
    }
  },

  async afterWrite({ db }) {
    dropDictCache(db);
  },

  async beforeDelete({ db, registry }, rows) {
    for (const item of rows) await assertValueUnused(db, registry, await dictOf(db, String(item.dictId), false), item, dictMsg.itemInUse);
  },

  async afterDelete({ db }) {
    dropDictCache(db);
  },
};
