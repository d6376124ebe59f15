import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ROWS_FILE, seedDemoRows } from '../../server/db/demoRows.ts';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;
const fixture = JSON.parse(fs.readFileSync(DEMO_ROWS_FILE, 'utf8')) as Record<string, Row[]>;

describe.each(testDatabases)('demo rows of the business lists on $name', ({ name }) => {
  const suite = suiteServer(name);

  const list = async (api: string, query = '') => {
    const { body } = await suite.server.call('GET', `${api}/list?pageSize=100${query}`, { token: suite.token });
    expect(body.success, body.message).toBe(true);
    return body.result as { total: number; records: Row[] };
  };

  it('refuses a fixture with a wrong row, naming the table, the row and the problem, and stores none of that table', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rows-')), 'rows.json');
    fs.writeFileSync(file, JSON.stringify({
      biz_grid_member: [
        { name: '王五', sex: '1', phone: '13800000001', village: '没有这个村', gridName: '一网格' },
        { name: '赵六', sex: '9', phone: '13800000002', gridName: '二网格' },
      ],
    }));
    await expect(seedDemoRows(suite.server.ctx.db, suite.server.ctx.registry, file)).rejects.toThrow(
      'biz_grid_member row 1: 所在村居的值不在字典中：没有这个村\nbiz_grid_member row 2: 所在村居不能为空',
    );
    expect((await list('/village/gridMember')).total).toBe(0);
  });

  it('fills every declared business list with the fixture rows, each shown with its dictionary texts, on the dashboard too', async () => {
    const seeded = await seedDemoRows(suite.server.ctx.db, suite.server.ctx.registry);
    // Every table of the fixture is a declared entity: none is skipped.
    expect([...seeded.keys()]).toEqual(Object.keys(fixture));
    for (const [table, rows] of Object.entries(fixture)) {
      const entity = suite.server.ctx.registry.byTable.get(table)!;
      const page = await list(entity.api);
      expect(page.total, table).toBe(rows.length);
      // A dictionary field's value shows as its text, not as the bare code.
      const dictField = entity.fields.find((f) => f.dict?.kind === 'code' && page.records.some((r) => r[f.name] !== null));
      if (dictField) expect(page.records.some((r) => typeof r[`${dictField.name}_dictText`] === 'string' && r[`${dictField.name}_dictText`] !== r[dictField.name]), table).toBe(true);
    }
    const { body } = await suite.server.call('GET', '/sys/dashboard/analysis', { token: suite.token });
    const figures = body.result.entities as { table: string; count: number }[];
    for (const [table, rows] of Object.entries(fixture)) expect(figures.find((f) => f.table === table)?.count, table).toBe(rows.length);
    // Spread over the last 30 days, all of it in the chart.
    const series = body.result.daily.entities as { key: string; counts: number[] }[];
    // (Only the fixture's tables: administration tables on the engine, the operation log among them, chart their own rows.)
    const charted = series.filter((s) => s.key in fixture).reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
    expect(charted).toBe(Object.values(fixture).reduce((sum, rows) => sum + rows.length, 0));
  });
  it('saves the detail rows of a master row with it, checked, linked and numbered, and refuses a bad detail row by the master row', async () => {
    // (After the test above: the patients and their visits are stored.)
    const patients = (await list('/medical/patient', '&patientName=王德才')).records;
    expect(patients).toHaveLength(1);
    const { body } = await suite.server.call('GET', `/medical/patient/queryById?id=${String(patients[0]?.id)}`, { token: suite.token });
    const given = fixture.biz_medical_patient?.find((r) => r.patientName === '王德才') as { visits: Row[]; visitPlans: Row[] };
    const visits = body.result.visits as Row[];
    expect(visits.map((v) => [v.visitDate, v.diagnosis, v.sortNo, v.patientId])).toEqual(given.visits.map((v, i) => [v.visitDate, v.diagnosis, i + 1, patients[0]?.id]));
    expect((body.result.visitPlans as Row[]).map((v) => v.planDate)).toEqual(given.visitPlans.map((v) => v.planDate));
    // The detail's own list shows them under the patient's name.
    const listed = (await list('/medical/visit', `&patientId=${String(patients[0]?.id)}`)).records;
    expect(listed.map((v) => v.patientId_dictText)).toEqual(['王德才', '王德才']);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rows-')), 'rows.json');
    fs.writeFileSync(file, JSON.stringify({
      biz_medical_patient: [{ patientName: '测试患者', sex: '1', visits: [{ visitDate: '2026-01-02', visitType: '9' }] }],
    }));
    await expect(seedDemoRows(suite.server.ctx.db, suite.server.ctx.registry, file)).rejects.toThrow(/biz_medical_patient row 1: .*就诊记录第1行/);
    expect((await list('/medical/patient', '&patientName=测试患者')).total).toBe(0);
  });
});
