import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROWS_FILE, readDemoTables, seedEntityRows } from '../../server/db/demoRows.ts';
import type { EntityModel } from '../../server/entities/model.ts';
import { ruleMsg } from '../../schemas/rules/ruleMessages.ts';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;

/**
 * Every business list built on the field sets (issue 18), through one table: each adds its demo
 * rows, refuses a wrong code (an ID number's check digit; a credit code's check character; a phone
 * number; a village not in the dictionary where the record has no code of its own), narrows its
 * list by the village a record belongs to (what data rules narrow by too), and exports what it lists.
 */
const pagesDir = path.resolve(import.meta.dirname, '../../schemas/pages');
const pages = fs.readdirSync(pagesDir).filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(pagesDir, f), 'utf8')) as { id: string; entity?: { table: string; fieldSets?: string[] } })
  .filter((p) => p.entity?.fieldSets?.includes('village'));
const demo = readDemoTables(DEMO_ROWS_FILE);
/** The tables the new lists' table dictionaries point at, seeded before the test. */
const REFERENCED = ['biz_village_info', 'biz_medical_hospital', 'biz_medical_doctor', 'biz_party_organization'];

/** The last character of a checked code, changed so that only its check fails. */
const wrongCheck = (code: string): string => code.slice(0, -1) + (code.endsWith('1') ? '2' : '1');

/** A value the server must refuse, the field it goes in and the message it must answer. */
function badValue(entity: EntityModel, row: Row): { field: string; value: string; message: string } {
  const id = entity.fields.find((f) => f.check === 'residentIdCard');
  if (id) return { field: id.name, value: wrongCheck(String(row[id.name])), message: ruleMsg.residentIdCard.msg };
  const credit = entity.fields.find((f) => f.check === 'creditCode');
  if (credit) return { field: credit.name, value: wrongCheck(String(row[credit.name])), message: ruleMsg.creditCode.msg };
  return { field: 'village', value: '没有这个村', message: '所属村居的值不在字典中：没有这个村' };
}

/** Changes what must be unique, so a second add of a row is refused only for the wrong code. */
function otherUniques(entity: EntityModel, row: Row): Row {
  const out = { ...row };
  for (const f of entity.fields.filter((g) => g.unique && !g.check)) out[f.name] = `${String(row[f.name])}乙`.slice(0, f.length ?? 255);
  return out;
}

it('covers the business lists of issue 18', () => {
  expect(pages.length).toBeGreaterThanOrEqual(20);
  for (const page of pages) expect(demo[page.entity?.table ?? ''], `${page.id} has demo rows`).toBeDefined();
});

describe.each(testDatabases)('the business lists on the field sets on $name', ({ name }) => {
  const suite = suiteServer(name);
  const call = (method: string, url: string, body?: unknown) => suite.server.call(method, url, { token: suite.token, body });

  beforeAll(async () => {
    const referenced = Object.fromEntries(REFERENCED.map((table) => [table, demo[table]]));
    await seedEntityRows(suite.server.ctx.db, suite.server.ctx.registry, referenced, 'referenced tables');
  });

  it.each(pages.map((p) => [p.id, p.entity?.table ?? ''] as const))('%s: add, a refused wrong code, the village filter, export', async (_id, table) => {
    const entity = suite.server.ctx.registry.byTable.get(table);
    if (!entity) throw new Error(`${table} is not served`);
    const [first, second] = demo[table];
    for (const row of [first, second]) {
      const { body } = await call('POST', `${entity.api}/add`, row);
      expect(body.success, `${table}: ${body.message}`).toBe(true);
    }

    const bad = badValue(entity, first);
    const refused = (await call('POST', `${entity.api}/add`, { ...otherUniques(entity, first), [bad.field]: bad.value })).body;
    expect(refused.success).toBe(false);
    expect(refused.message).toContain(bad.message);

    expect(first.village).not.toBe(second.village);
    const village = encodeURIComponent(String(first.village));
    const listed = (await call('GET', `${entity.api}/list?village=${village}`)).body.result as { total: number; records: Row[] };
    expect(listed.total).toBe(1);
    expect(listed.records[0]).toMatchObject({ village: first.village });

    const file = await fetch(`${suite.server.url}/jeecg-boot${entity.api}/exportXls?village=${village}`, { headers: { 'X-Access-Token': suite.token } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toContain('所属村居');
    expect(sheet.actualRowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).map(String)).toContain(String(first.village));
  });
});
