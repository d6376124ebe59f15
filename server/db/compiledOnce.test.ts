import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from './database.ts';
import { compiledOnce } from './compiledOnce.ts';

describe('compiledOnce', () => {
  let db: Db;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-once-'));
  beforeAll(async () => {
    db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    await db.kysely.insertInto('sysDict').values([
      { id: 'd1', dictName: '甲', dictCode: 'a', delFlag: 0, type: 0 },
      { id: 'd2', dictName: '乙', dictCode: "b' or '1'='1", delFlag: 0, type: 0 },
    ] as never).execute();
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('binds the argument at every position it was used, each call afresh', async () => {
    const byCode = compiledOnce(db.kysely, (code) =>
      db.kysely.selectFrom('sysDict').select(['id', 'dictName']).where((eb) => eb.or([eb('dictCode', '=', code), eb('dictName', '=', code)])),
    );
    expect(await byCode('a')).toEqual([{ id: 'd1', dictName: '甲' }]);
    expect(await byCode('乙')).toEqual([{ id: 'd2', dictName: '乙' }]);
    expect(await byCode('none')).toEqual([]);
  });

  it('passes the argument as a parameter, never as SQL text', async () => {
    const byCode = compiledOnce(db.kysely, (code) => db.kysely.selectFrom('sysDict').select('id').where('dictCode', '=', code));
    expect(await byCode("x' or '1'='1")).toEqual([]);
    expect(await byCode("b' or '1'='1")).toEqual([{ id: 'd2' }]);
  });

  it('binds several arguments, each at its own positions', async () => {
    const byCodeAndName = compiledOnce(db.kysely, (code: string, name: string) =>
      db.kysely.selectFrom('sysDict').select('id').where('dictCode', '=', code).where('dictName', '=', name));
    expect(await byCodeAndName('a', '甲')).toEqual([{ id: 'd1' }]);
    expect(await byCodeAndName('a', '乙')).toEqual([]);
    expect(await byCodeAndName("b' or '1'='1", '乙')).toEqual([{ id: 'd2' }]);
  });

  it('refuses a query that does not use its argument', () => {
    expect(() => compiledOnce(db.kysely, () => db.kysely.selectFrom('sysDict').select('id'))).toThrow(/does not use its argument/);
    expect(() => compiledOnce(db.kysely, (code: string, name: string) => db.kysely.selectFrom('sysDict').select('id').where('dictCode', '=', code).where('id', '<>', name.slice(1))))
      .toThrow(/does not use its argument 2/);
  });
});
