import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { itemPage, schemaDir } from '../helpers/schemas.ts';
import { exportBatches } from '../../server/entities/exportBatches.ts';
import type { EntityRow } from '../../server/entities/dynamic.ts';
import type { SortKey } from '../../server/entities/listParams.ts';
import type { EntityModel } from '../../server/entities/model.ts';
import { selectRows } from '../../server/entities/selectRows.ts';

/**
 * The export reads its rows by keyset when the list is sorted by one field: every row once, in the
 * list's order, across batches, with rows lacking the sort value where the database puts them.
 */
describe.each(testDatabases)('export batches on $name', ({ name }) => {
  const schemas = schemaDir({ 'test-item.json': itemPage() });
  let server: TestServer;
  let entity: EntityModel;

  beforeAll(async () => {
    server = await startTestServer(name, { schemasDir: schemas.dir });
    const token = await server.login('admin');
    entity = server.ctx.registry.entities.find((e) => e.table === 'biz_test_item') as EntityModel;
    // Repeated values, values missing (null), and rows made within the same second.
    const amounts = [3, null, 1, 3, null, 2, 3, 1, null, 2, 3];
    for (const [i, amount] of amounts.entries()) {
      const body = { name: `条目${String(i).padStart(2, '0')}`, code: `C${i}`, kind: i % 2 === 0 ? '1' : '0', ...(amount === null ? {} : { amount }) };
      const made = await server.call('POST', '/test/item/add', { token, body });
      expect(made.body.success, made.body.message).toBe(true);
    }
  });
  afterAll(async () => {
    await server.close();
    schemas.remove();
  });

  const names = (rows: EntityRow[]) => rows.map((r) => r.name);
  const all = async (sort: SortKey[], filters = [] as Parameters<typeof selectRows>[2]) => names(await selectRows(server.ctx.db, entity, filters, sort).execute());
  const batched = async (sort: SortKey[], size: number, max = 1_000_000, filters = [] as Parameters<typeof selectRows>[2]) => {
    const out: EntityRow[][] = [];
    for await (const rows of exportBatches(server.ctx.db, entity, filters, sort, max, size)) out.push(rows);
    return out;
  };

  it('reads every row once, in the order of the list, whatever the batch size and the sort', async () => {
    const sorts: SortKey[][] = [
      [{ field: 'amount', direction: 'asc' }], [{ field: 'amount', direction: 'desc' }],
      [{ field: 'createTime', direction: 'desc' }], [{ field: 'id', direction: 'asc' }], [{ field: 'code', direction: 'desc' }],
      [{ field: 'amount', direction: 'asc' }, { field: 'code', direction: 'asc' }],
    ];
    for (const sort of sorts) {
      const expected = await all(sort);
      expect(expected).toHaveLength(11);
      for (const size of [1, 2, 3, 11, 50]) {
        const batches = await batched(sort, size);
        expect(names(batches.flat()), `${JSON.stringify(sort)} by ${size}`).toEqual(expected);
        expect(batches.every((b) => b.length <= size)).toBe(true);
      }
    }
  });

  it('keeps to the filters and stops at the limit', async () => {
    const sort: SortKey[] = [{ field: 'amount', direction: 'desc' }];
    const filters = [{ kind: 'compare', field: 'kind', op: '=', value: '1' }] as Parameters<typeof selectRows>[2];
    const expected = await all(sort, filters);
    expect(expected).toHaveLength(6);
    expect(names((await batched(sort, 2, 1_000_000, filters)).flat())).toEqual(expected);
    expect(names((await batched(sort, 2, 5)).flat())).toEqual((await all(sort)).slice(0, 5));
    expect(names((await batched([{ field: 'amount', direction: 'asc' }, { field: 'code', direction: 'asc' }], 2, 3)).flat())).toHaveLength(3);
  });
});
