import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './database.ts';
import { formatDateTime } from '../ids.ts';
import { DictLookup } from '../entities/dictLookup.ts';
import { checkCandidates, coerceRecord } from '../entities/records.ts';
import type { SchemaRegistry } from '../entities/registry.ts';
import { checkDetails, writeDetails, type DetailPlan } from '../entities/details.ts';
import { ApiError } from '../http/envelope.ts';
import { inTransaction, writeRows, type Author } from '../entities/writes.ts';

export const DEMO_ROWS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/demo/rows.json');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo rows are the admin's, in the head office. */
const SEEDER: Author = { user: { username: 'admin', orgCode: 'A01' } };

/** Spread over the last 30 days, so the home page's chart has something to show; the same on every start. */
function createdAt(table: number, row: number, now: Date): string {
  const daysAgo = (table * 7 + row * 5) % 30;
  const at = new Date(now.getTime() - daysAgo * DAY_MS);
  at.setHours(8 + ((table + row * 3) % 10), (row * 17) % 60, (table * 13) % 60);
  return formatDateTime(at > now ? now : at);
}

/**
 * Fills the business lists with the demo rows of `file` (`{table: [row, ...]}`, tables in the order
 * their table dictionaries need). Each row passes the checks an added row passes (types, required,
 * dictionaries, uniqueness) and is stored as the admin's, so a fixture mistake stops the start
 * instead of storing a row the pages cannot show. Tables no schema declares are skipped.
 */
export async function seedDemoRows(db: Db, registry: SchemaRegistry, file = DEMO_ROWS_FILE, now = new Date()): Promise<Map<string, number>> {
  return seedEntityRows(db, registry, readDemoTables(file), file, now);
}

export type DemoTables = Record<string, Record<string, unknown>[]>;

export const readDemoTables = (file: string): DemoTables => JSON.parse(fs.readFileSync(file, 'utf8')) as DemoTables;

/** seedDemoRows of tables already read (`file` names them in a refusal). */
export async function seedEntityRows(db: Db, registry: SchemaRegistry, tables: DemoTables, file: string, now = new Date()): Promise<Map<string, number>> {
  const seeded = new Map<string, number>();
  for (const [t, [table, rows]] of Object.entries(tables).entries()) {
    const entity = registry.byTable.get(table);
    if (!entity) continue;
    const candidates = rows.map((row) => coerceRecord(entity, row, 'add'));
    const lookup = new DictLookup(db, registry, null);
    // Rows of one table are checked together: a value repeated inside the file is caught too.
    await checkCandidates(db, lookup, entity, candidates, { rowNumbers: rows.map((_, i) => i + 1), tenant: null });
    const wrong = candidates.flatMap((c, i) => c.errors.map((e) => `${table} row ${i + 1}: ${e.message}`));
    if (wrong.length > 0) throw new Error(`${path.relative(process.cwd(), file)} is not valid:\n${wrong.join('\n')}`);
    // A master's rows carry their detail rows under the detail's key, checked and saved as an add does.
    const details: DetailPlan[][] = [];
    for (const [i, row] of rows.entries()) {
      try {
        details.push(await checkDetails(db, lookup, entity, row, null));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        throw new Error(`${path.relative(process.cwd(), file)} is not valid:\n${table} row ${i + 1}: ${error.message}`);
      }
    }
    await inTransaction(db, entity, async (tx) => {
      const written = await writeRows(tx, entity, candidates.map((c, i) => ({
        ...c.values, createBy: SEEDER.user.username, createTime: createdAt(t, i, now), sysOrgCode: SEEDER.user.orgCode, updateBy: null, updateTime: null,
      })));
      for (const [i, row] of written.entries()) await writeDetails(tx, row, details[i] ?? [], SEEDER);
    });
    seeded.set(table, rows.length);
  }
  return seeded;
}
