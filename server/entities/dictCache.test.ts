import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { newId } from '../ids.ts';
import { DictCache, dropDictCache } from './dictCache.ts';

const audit = { createBy: null, createTime: null, updateBy: null, updateTime: null };

async function withDict(db: Db, code: string, items: [string, string, number][]): Promise<string> {
  const dictId = newId();
  await db.kysely.insertInto('sysDict').values({ ...audit, id: dictId, dictCode: code, dictName: code, description: null, delFlag: 0, type: 0 }).execute();
  await db.kysely
    .insertInto('sysDictItem')
    .values(items.map(([value, text, status], i) => ({ ...audit, id: newId(), dictId, itemValue: value, itemText: text, description: null, sortOrder: i, status })))
    .execute();
  return dictId;
}

describe('the dictionary cache', () => {
  let db: Db | undefined;
  let dir = '';
  afterEach(async () => {
    await db?.close();
    db = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function fresh(): Promise<Db> {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dict-cache-'));
    db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    return db;
  }

  it('reads every code once, keeps the sort order and marks disabled items', async () => {
    const database = await fresh();
    await withDict(database, 'colour', [['r', '红', 1], ['g', '绿', 0], ['b', '蓝', 1]]);
    const cache = new DictCache(database);
    expect(await cache.items('colour')).toEqual([
      { value: 'r', text: '红', enabled: true },
      { value: 'g', text: '绿', enabled: false },
      { value: 'b', text: '蓝', enabled: true },
    ]);
    expect(await cache.texts('missing')).toEqual(new Map());
  });

  it('serves its copy until the lifetime ends, then reads again', async () => {
    const database = await fresh();
    const dictId = await withDict(database, 'yn', [['Y', '是', 1]]);
    let now = 1_000;
    const cache = new DictCache(database, 5_000, () => now);
    expect((await cache.texts('yn')).get('Y')).toBe('是');
    await database.kysely.updateTable('sysDictItem').set({ itemText: '对' }).where('dictId', '=', dictId).execute();
    now += 4_999;
    expect((await cache.texts('yn')).get('Y')).toBe('是');
    now += 2;
    expect((await cache.texts('yn')).get('Y')).toBe('对');
  });

  it('drop() makes the next use read the database at once', async () => {
    const database = await fresh();
    const dictId = await withDict(database, 'yn', [['Y', '是', 1]]);
    const cache = new DictCache(database);
    await cache.all();
    await database.kysely.updateTable('sysDictItem').set({ itemText: '对' }).where('dictId', '=', dictId).execute();
    cache.drop();
    expect((await cache.texts('yn')).get('Y')).toBe('对');
  });

  it('a drop made inside a write\'s transaction (a hook\'s) reaches the database\'s cache', async () => {
    const database = await fresh();
    const dictId = await withDict(database, 'yn', [['Y', '是', 1]]);
    const cache = new DictCache(database);
    await cache.all();
    await database.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('sysDictItem').set({ itemText: '对' }).where('dictId', '=', dictId).execute();
      // What writes.ts inTransaction gives hooks: a copy of the database's Db around the transaction.
      dropDictCache({ ...database, kysely: trx });
    });
    expect((await cache.texts('yn')).get('Y')).toBe('对');
  });

  it('concurrent first uses share one read', async () => {
    const database = await fresh();
    await withDict(database, 'yn', [['Y', '是', 1]]);
    const cache = new DictCache(database);
    const [a, b] = await Promise.all([cache.all(), cache.all()]);
    expect(a).toBe(b);
  });
});
