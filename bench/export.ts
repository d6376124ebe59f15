/**
 * Reading a million-row export on the embedded database (SQLite): the rows of an unfiltered 导出 in
 * the list's default order (createTime desc), a batch of 1,000 at a time, as the export endpoint
 * reads them (server/entities/exportBatches.ts: keyset paging on a one-field sort), then the same
 * read by OFFSET, as it was done before. The spreadsheet writing is left out: it is the same either way.
 *
 *   node --import tsx bench/export.ts [rows, default 1000000]
 *
 * Uses the database bench/list.ts builds under bench/.results/list-<rows>/ (built here when missing).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/database.ts';
import { exportBatches } from '../server/entities/exportBatches.ts';
import { loadSchemaRegistry } from '../server/entities/registry.ts';
import { selectRows } from '../server/entities/selectRows.ts';
import type { SortKey } from '../server/entities/listParams.ts';
import { benchDatabase, TABLE } from './listData.ts';

const rows = Number(process.argv[2] ?? 1_000_000);
const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const { dataDir, schemasDir } = await benchDatabase(path.join(here, '.results'), rows, 'Bench-password-1');
  const db = openDatabase({ dataDir, databaseUrl: undefined });
  const entity = loadSchemaRegistry(schemasDir).byTable.get(TABLE);
  if (!entity) throw new Error(`no ${TABLE}`);
  const sort: SortKey[] = [{ field: 'createTime', direction: 'desc' }];

  const times: number[] = [];
  let read = 0;
  const started = performance.now();
  let at = started;
  for await (const batch of exportBatches(db, entity, [], sort, rows + 1)) {
    read += batch.length;
    const now = performance.now();
    times.push(now - at);
    at = now;
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`keyset: ${read} rows in ${times.length} batches, ${(total / 1000).toFixed(1)} s; per batch p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${times.at(-1)?.toFixed(1)} ms`);

  // The whole read again by OFFSET, as the export read before, with the page cache just as warm.
  const offsetStarted = performance.now();
  const deep: string[] = [];
  for (let offset = 0; offset < rows; offset += 1000) {
    const t = performance.now();
    const batch = await selectRows(db, entity, [], sort).limit(1000).offset(offset).execute();
    if (offset % (rows / 4) === 0) deep.push(`row ${offset}: ${(performance.now() - t).toFixed(1)} ms`);
    if (batch.length < 1000) break;
  }
  console.log(`offset: the same rows in ${((performance.now() - offsetStarted) / 1000).toFixed(1)} s; one batch at ${deep.join(', ')}`);
  await db.close();
}

void main();
