import { describe, expect, it } from 'vitest';
import { addNewDemoDicts } from '../../server/db/seed.ts';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer } from '../helpers/server.ts';

describe.each(testDatabases)('dictionaries added to the demo data after the first start, on $name', ({ name }) => {
  const suite = suiteServer(name);

  const dictsCoded = (code: string) => suite.server.ctx.db.kysely.selectFrom('sysDict').select('id').where('dictCode', '=', code).execute();
  /** A database seeded before the dictionary was in the fixtures: neither it nor its marker is there. */
  const olderDatabase = async (code: string) => {
    const ids = (await dictsCoded(code)).map((d) => d.id);
    if (ids.length > 0) {
      await suite.server.ctx.db.kysely.deleteFrom('sysDictItem').where('dictId', 'in', ids).execute();
      await suite.server.ctx.db.kysely.deleteFrom('sysDict').where('id', 'in', ids).execute();
    }
    await suite.server.ctx.db.kysely.deleteFrom('appMeta').where('key', '=', `dict:${code}`).execute();
  };

  it('adds nothing to a database the fixtures seeded', async () => {
    expect(await addNewDemoDicts(suite.server.ctx.db)).toEqual([]);
  });

  it('adds a dictionary an older database lacks, with its items, once; deleted afterwards it stays deleted', async () => {
    await olderDatabase('monitor_status');
    expect(await addNewDemoDicts(suite.server.ctx.db)).toEqual(['monitor_status']);
    const [dict] = await dictsCoded('monitor_status');
    const items = await suite.server.ctx.db.kysely.selectFrom('sysDictItem').select(['itemValue', 'itemText']).where('dictId', '=', dict.id).orderBy('sortOrder').execute();
    expect(items).toEqual([{ itemValue: '1', itemText: '在线' }, { itemValue: '2', itemText: '离线' }, { itemValue: '3', itemText: '故障' }]);
    expect(await addNewDemoDicts(suite.server.ctx.db)).toEqual([]);

    await suite.server.ctx.db.kysely.deleteFrom('sysDictItem').where('dictId', '=', dict.id).execute();
    await suite.server.ctx.db.kysely.deleteFrom('sysDict').where('id', '=', dict.id).execute();
    expect(await addNewDemoDicts(suite.server.ctx.db)).toEqual([]);
    expect(await dictsCoded('monitor_status')).toEqual([]);
  });

  it('leaves alone a dictionary of that code an administrator made already', async () => {
    await suite.server.ctx.db.kysely.deleteFrom('appMeta').where('key', '=', 'dict:education').execute();
    expect(await addNewDemoDicts(suite.server.ctx.db)).toEqual([]);
    expect(await dictsCoded('education')).toHaveLength(1);
  });
});
