import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { configureSecretKey, openSecret } from '../../server/entities/secrets.ts';
import { testDatabases } from '../helpers/databases.ts';
import { suiteServer } from '../helpers/server.ts';

type Row = Record<string, unknown>;

describe.each(testDatabases)('secret fields (多数据源管理 密码) on $name', ({ name }) => {
  const suite = suiteServer(name);
  const source = { code: 'ds_secret', name: '档案库', dbType: '4', dbDriver: 'org.postgresql.Driver', dbUrl: 'jdbc:postgresql://10.0.0.5:5432/archive', dbUsername: 'archive' };

  const call = (method: string, path: string, body?: unknown) => suite.server.call(method, path, { token: suite.token, body });
  const stored = async (): Promise<string> => {
    const { rows } = await sql<{ p: string }>`select db_password as p from dev_data_source where code = ${source.code}`.execute(suite.server.ctx.db.kysely);
    return rows[0].p;
  };
  const listed = async (): Promise<Row> => ((await call('GET', `/sys/dataSource/list?code=${source.code}`)).body.result.records as Row[])[0];

  it('stores the password encrypted and never answers it: not in the list, the record or the export', async () => {
    expect((await call('POST', '/sys/dataSource/add', { ...source, dbPassword: 'S3cret-口令' })).body).toMatchObject({ success: true });
    const sealed = await stored();
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('S3cret');
    expect(await openSecret(suite.server.ctx.db, sealed)).toBe('S3cret-口令');

    const row = await listed();
    expect(row).toMatchObject({ code: source.code, dbUsername: 'archive', dbPassword: null });
    expect((await call('GET', `/sys/dataSource/queryById?id=${String(row.id)}`)).body.result).toMatchObject({ dbPassword: null });

    const file = await fetch(`${suite.server.url}/jeecg-boot/sys/dataSource/exportXls`, { headers: { 'X-Access-Token': suite.token } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const header = (book.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toContain('用户名');
    expect(header).not.toContain('密码');
  });

  it('keeps the password when an edit leaves it blank, and replaces it when one is typed', async () => {
    const row = await listed();
    const before = await stored();
    expect((await call('PUT', '/sys/dataSource/edit', { ...row, remark: '只改备注', dbPassword: '' })).body).toMatchObject({ success: true });
    expect(await stored()).toBe(before);
    expect((await call('PUT', '/sys/dataSource/edit', { id: row.id, dbPassword: 'n3w' })).body).toMatchObject({ success: true });
    expect(await openSecret(suite.server.ctx.db, await stored())).toBe('n3w');
  });

  it('is no filter, sort, duplicate check or data-rule column', async () => {
    expect((await call('GET', '/sys/dataSource/list?dbPassword=n3w')).body).toMatchObject({ success: false, message: '查询条件字段不存在：dbPassword' });
    expect((await call('GET', '/sys/dataSource/list?column=dbPassword&order=asc')).body).toMatchObject({ success: false });
    const dup = await call('GET', '/sys/duplicate/check?tableName=dev_data_source&fieldName=db_password&fieldVal=n3w');
    expect(dup.body).toMatchObject({ success: false, message: '不支持对该表或字段做重复校验' });
  });

  it('with SECRET_KEY, seals with that key; what another key sealed cannot be read', async () => {
    const row = await listed();
    configureSecretKey(suite.server.ctx.db, 'a key from the environment');
    try {
      const earlier = await stored();
      expect(await openSecret(suite.server.ctx.db, earlier)).toBeUndefined();
      expect((await call('PUT', '/sys/dataSource/edit', { id: row.id, dbPassword: 'keyed' })).body).toMatchObject({ success: true });
      expect(await openSecret(suite.server.ctx.db, await stored())).toBe('keyed');
    } finally {
      configureSecretKey(suite.server.ctx.db, undefined);
    }
    expect(await openSecret(suite.server.ctx.db, await stored())).toBeUndefined();
  });
});
