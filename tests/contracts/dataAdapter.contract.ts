import { beforeEach, describe, expect, it } from 'vitest';
import { AdapterError, type DataAdapter, type ListQuery, type Row, type SuperQueryCondition } from '../../schemas/adapter.ts';
import { writeXlsx } from '../../adapters/memory/xlsx.ts';
import { busLineFixture, type ContractFixture } from './busLineFixture.ts';

export type MakeAdapter = (fixture: ContractFixture) => DataAdapter | Promise<DataAdapter>;

const ALL = 100;
const query = (over: Partial<ListQuery> = {}): ListQuery => ({ pageNo: 1, pageSize: ALL, filters: {}, ...over });
const lineNos = (rows: readonly Row[]) => rows.map((r) => String(r.lineNo));
const sorted = (rows: readonly Row[]) => lineNos(rows).sort();

async function errorOf(promise: Promise<unknown>): Promise<AdapterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(AdapterError);
  return error as AdapterError;
}

/** Filters of the platform's value conventions, each with the lines it must select from the fixture. */
const FILTER_CASES: [string, Record<string, string>, string[]][] = [
  ['exact', { lineNo: 'B07' }, ['B07']],
  ['exact on a shared value', { startStation: '安置区北' }, ['B02', 'B08']],
  ['*v* like', { lineName: '*快线*' }, ['B03', 'B12']],
  ['*v ends with', { lineName: '*线' }, ['B01', 'B03', 'B05', 'B07', 'B09', 'B12']],
  ['v* starts with', { lineName: '1*' }, ['B01', 'B10', 'B11', 'B12']],
  ['!v not equal', { status: '!0' }, ['B01', 'B02', 'B03', 'B05', 'B07', 'B08', 'B09', 'B11', 'B12']],
  ['>=v without a space', { stopCount: '>=20' }, ['B01', 'B05', 'B08', 'B10']],
  ['>= v with a space', { stopCount: '>= 20' }, ['B01', 'B05', 'B08', 'B10']],
  ['<=v without a space', { stopCount: '<=9' }, ['B03', 'B09', 'B11']],
  ['<= v with a space', { stopCount: '<= 9' }, ['B03', 'B09', 'B11']],
  ['a,b in', { lineNo: 'B02,B04,B99' }, ['B02', 'B04']],
  ['_begin/_end on a number', { stopCount_begin: '10', stopCount_end: '15' }, ['B02', 'B06', 'B07']],
  ['_begin/_end on a date', { openDate_begin: '2021-01-01', openDate_end: '2022-01-10' }, ['B03', 'B05', 'B11']],
  ['_begin/_end dates on a datetime cover whole days', { createTime_begin: '2024-01-03', createTime_end: '2024-01-05' }, ['B03', 'B04', 'B05']],
  ['only _begin', { stopCount_begin: '24' }, ['B01', 'B08']],
  ['> v with a space', { stopCount: '> 20' }, ['B01', 'B08', 'B10']],
  ['>v without a space', { stopCount: '>20' }, ['B01', 'B08', 'B10']],
  ['< v with a space', { stopCount: '< 9' }, ['B03', 'B09']],
  ['<v without a space', { stopCount: '<9' }, ['B03', 'B09']],
  ['gt v by the condition name', { stopCount: 'gt 20' }, ['B01', 'B08', 'B10']],
  ['le v by the condition name', { stopCount: 'le 9' }, ['B03', 'B09', 'B11']],
  ['= v with a space', { lineNo: '= B07' }, ['B07']],
  ['>=v on a decimal', { fare: '>=2.5' }, ['B03', 'B07', 'B08', 'B12']],
  ['exact decimal', { fare: '1.5' }, ['B04']],
  ['<v on a date', { openDate: '<2019-01-01' }, ['B04', 'B08']],
  ['exact date', { openDate: '2021-01-01' }, ['B11']],
  ['!= v with a space', { status: '!= 1' }, ['B04', 'B06', 'B10']],
  ['!=v is not equal to "=v"', { lineNo: '!=B01' }, ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B09', 'B10', 'B11', 'B12']],
  ['!v on a number', { stopCount: '!24' }, ['B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B09', 'B10', 'B11', 'B12']],
  ['!v never matches an empty cell', { remark: '!x' }, []],
  ['a,b on a number', { stopCount: '8, 9,10' }, ['B03', 'B06', 'B11']],
  ['in a,b by the condition name', { lineNo: 'in B02,B04' }, ['B02', 'B04']],
  ['_MultiString', { lineNo_MultiString: 'B02,B04' }, ['B02', 'B04']],
  [',a,b, contains any part', { startStation: ',北,南,' }, ['B02', 'B03', 'B08', 'B09']],
  ['* alone is a value', { lineName: '*' }, []],
  ['*v* ignores case', { lineNo: '*b0*' }, ['B01', 'B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B09']],
  ['*v* takes % and _ literally', { lineName: '*%*' }, []],
  ['*v* on a number reads its digits', { stopCount: '*2*' }, ['B01', 'B02', 'B05', 'B10']],
  ['_begin/_end full datetimes as they are', { createTime_begin: '2024-01-03 10:00:00', createTime_end: '2024-01-05 09:59:59' }, ['B03', 'B04']],
  ['two filters together', { startStation: '安置区*', status: '1' }, ['B02', 'B03', 'B08', 'B09']],
  ['an empty value filters nothing', { lineNo: '', status: '0' }, ['B04', 'B06', 'B10']],
];

/** An import file headed by the bus line's labels; the status column holds the dictionary text. */
const IMPORT_HEADER = ['线路编号', '线路名称', '起点站', '终点站', '站点数', '运营状态'];
async function importFile(rows: unknown[][]): Promise<File> {
  const blob = await writeXlsx({ sheetName: '线路', columns: IMPORT_HEADER.map((header) => ({ header })), rows });
  return new File([await blob.arrayBuffer()], 'lines.xlsx');
}
const GOOD_LINES = [
  ['B20', '20路', '安置区西', '医院', 7, '无效'],
  ['B21', '21路', '学校', '工业园', 9, '有效'],
];
/** One good line, one whose number is taken (B01) and one without a name. */
const MIXED_LINES = [GOOD_LINES[0], ['B01', '重号线', '学校', '医院', 5, '有效'], ['B22', '', '学校', '医院', 5, '有效']];

const cond = (field: string, rule: SuperQueryCondition['rule'], val: string, type = 'string'): SuperQueryCondition => ({ field, rule, val, type });

const RULE_CASES: [SuperQueryCondition, string[]][] = [
  [cond('startStation', 'eq', '火车站'), ['B01', 'B12']],
  [cond('lineName', 'like', '环'), ['B01', 'B05']],
  [cond('lineName', 'right_like', '1'), ['B01', 'B10', 'B11', 'B12']],
  [cond('endStation', 'left_like', '站'), ['B01', 'B03', 'B08', 'B12']],
  [cond('lineNo', 'in', 'B03,B05'), ['B03', 'B05']],
  [cond('status', 'ne', '1'), ['B04', 'B06', 'B10']],
  [{ ...cond('stopCount', 'gt', '22', 'int'), dbType: 'int' }, ['B01', 'B08']],
  [{ ...cond('stopCount', 'ge', '22', 'int'), dbType: 'int' }, ['B01', 'B08', 'B10']],
  [{ ...cond('stopCount', 'lt', '9', 'int'), dbType: 'int' }, ['B03', 'B09']],
  [{ ...cond('stopCount', 'le', '9', 'int'), dbType: 'int' }, ['B03', 'B09', 'B11']],
  [cond('openDate', 'ge', '2023-01-01', 'date'), ['B06', 'B07', 'B09']],
  [cond('createTime', 'ge', '2024-01-10', 'datetime'), ['B10', 'B11', 'B12']],
  [{ ...cond('fare', 'lt', '1.5', 'double'), dbType: 'double' }, ['B02', 'B06', 'B09', 'B11']],
  [cond('lineNo', 'ne', 'B01'), ['B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B09', 'B10', 'B11', 'B12']],
];

/** Filters the server refuses, and so must every adapter: a name that is no field, a value its type cannot hold. */
const REFUSED_FILTERS: [Record<string, string>, string][] = [
  [{ nope: 'x' }, '查询条件字段不存在：nope'],
  [{ nope_begin: '1' }, '查询条件字段不存在：nope_begin'],
  [{ stopCount: 'many' }, '查询条件的值格式不正确：stopCount=many'],
  [{ stopCount: '>= many' }, '查询条件的值格式不正确：stopCount=many'],
  [{ stopCount: '!=5' }, '查询条件的值格式不正确：stopCount==5'],
  [{ fare_end: 'x' }, '查询条件的值格式不正确：fare=x'],
];

/**
 * The behaviour every DataAdapter owes the pages (house-style.md: one contract suite runs against
 * every adapter). `makeAdapter` is called before each test with the fixture and must answer an
 * adapter over exactly those rows, so the HTTP side seeds its table from the same fixture.
 */
export function runDataAdapterContract(name: string, makeAdapter: MakeAdapter, fixture: ContractFixture = busLineFixture): void {
  describe(`DataAdapter contract: ${name}`, () => {
    let adapter: DataAdapter;
    beforeEach(async () => {
      adapter = await makeAdapter(fixture);
    });
    const idOf = async (lineNo: string) => {
      const page = await adapter.list({ query: query({ filters: { lineNo } }) });
      expect(page.records, `fixture line ${lineNo}`).toHaveLength(1);
      return String(page.records[0].id);
    };
    const total = async () => (await adapter.list({ query: query() })).total;

    describe('list', () => {
      it('answers every row unfiltered, with the paging shape', async () => {
        const page = await adapter.list({ query: query({ pageSize: 5 }) });
        expect(page).toMatchObject({ total: fixture.rows.length, size: 5, current: 1, pages: Math.ceil(fixture.rows.length / 5) });
        expect(page.records).toHaveLength(5);
      });

      it('pages: the last page holds the rest, and pages do not overlap', async () => {
        const pages = await Promise.all([1, 2, 3].map((pageNo) => adapter.list({ query: query({ pageNo, pageSize: 5, sort: { column: 'lineNo', order: 'asc' } }) })));
        expect(pages.map((p) => p.records.length)).toEqual([5, 5, 2]);
        expect(pages[2].current).toBe(3);
        expect(pages.flatMap((p) => lineNos(p.records))).toEqual(sorted(fixture.rows));
      });

      it.each(FILTER_CASES)('filters: %s', async (_kind, filters, expected) => {
        expect(sorted((await adapter.list({ query: query({ filters }) })).records)).toEqual(expected);
      });

      it('sorts ascending and descending by a column', async () => {
        const asc = ['B09', 'B03', 'B11', 'B06', 'B02', 'B07', 'B12', 'B04', 'B05', 'B10', 'B01', 'B08'];
        expect(lineNos((await adapter.list({ query: query({ sort: { column: 'stopCount', order: 'asc' } }) })).records)).toEqual(asc);
        expect(lineNos((await adapter.list({ query: query({ sort: { column: 'stopCount', order: 'desc' } }) })).records)).toEqual([...asc].reverse());
      });

      it('sorts by a dictionary column through its _dictText name', async () => {
        const records = (await adapter.list({ query: query({ sort: { column: 'status_dictText', order: 'asc' } }) })).records;
        expect(records.map((r) => r.status)).toEqual([...records.map((r) => String(r.status))].sort());
        expect(records[0].status).toBe('0');
      });

      it('adds <field>_dictText for dictionary fields', async () => {
        const records = (await adapter.list({ query: query({ filters: { lineNo: 'B04,B05' }, sort: { column: 'lineNo', order: 'asc' } }) })).records;
        expect(records.map((r) => r.status_dictText)).toEqual(['无效', '有效']);
      });

      it.each(RULE_CASES)('advanced query rule %j', async (condition, expected) => {
        const page = await adapter.list({ query: query({ superQuery: { matchType: 'and', conditions: [condition] } }) });
        expect(sorted(page.records)).toEqual(expected);
      });

      it('advanced query: and needs every condition, or any', async () => {
        const conditions = [cond('status', 'eq', '1'), { ...cond('stopCount', 'gt', '20', 'int'), dbType: 'int' }];
        expect(sorted((await adapter.list({ query: query({ superQuery: { matchType: 'and', conditions } }) })).records)).toEqual(['B01', 'B08']);
        const either = [cond('lineNo', 'eq', 'B02'), cond('lineNo', 'eq', 'B04')];
        expect(sorted((await adapter.list({ query: query({ superQuery: { matchType: 'or', conditions: either } }) })).records)).toEqual(['B02', 'B04']);
      });

      it('advanced query: or over several conditions of one field', async () => {
        const conditions = [cond('lineNo', 'eq', 'B02'), cond('lineName', 'like', '快线'), { ...cond('stopCount', 'ge', '30', 'int'), dbType: 'int' }];
        expect(sorted((await adapter.list({ query: query({ superQuery: { matchType: 'or', conditions } }) })).records)).toEqual(['B02', 'B03', 'B08', 'B12']);
      });

      it.each(REFUSED_FILTERS)('refuses the filter %j as invalid', async (filters, message) => {
        expect(await errorOf(adapter.list({ query: query({ filters }) }))).toMatchObject({ code: 'invalid', message });
      });

      it('refuses an advanced query on a field that is not declared, or with an unknown rule', async () => {
        const unknown = { matchType: 'and' as const, conditions: [cond('nope', 'eq', 'x')] };
        expect(await errorOf(adapter.list({ query: query({ superQuery: unknown }) }))).toMatchObject({ code: 'invalid', message: '查询条件字段不存在：nope' });
        const rule = { matchType: 'and' as const, conditions: [{ ...cond('lineNo', 'eq', 'x'), rule: 'sql' as SuperQueryCondition['rule'] }] };
        expect(await errorOf(adapter.list({ query: query({ superQuery: rule }) }))).toMatchObject({ code: 'invalid', message: '高级查询规则不支持：sql' });
      });

      it('advanced query: a condition without a value is ignored, and it combines with the filters', async () => {
        const conditions = [cond('lineName', 'like', ''), cond('lineName', 'like', '快线')];
        const page = await adapter.list({ query: query({ filters: { startStation: '火车站' }, superQuery: { matchType: 'and', conditions } }) });
        expect(sorted(page.records)).toEqual(['B12']);
      });
    });

    describe('get', () => {
      it('answers the row with its dictionary text', async () => {
        const row = await adapter.get({ id: await idOf('B06') });
        expect(row).toMatchObject({ lineNo: 'B06', lineName: '6路', stopCount: 10, status: '0', status_dictText: '无效' });
      });

      it('refuses an unknown id as not_found', async () => {
        expect((await errorOf(adapter.get({ id: 'no-such-id' }))).code).toBe('not_found');
      });
    });

    describe('create', () => {
      const values = { lineNo: 'B13', lineName: '13路', startStation: '安置区西', endStation: '医院', stopCount: 11, fare: 2, status: '1' };

      it('stores the row, which the list then finds, and answers a message', async () => {
        const answer = await adapter.create({ values });
        expect(answer.message).toEqual(expect.any(String));
        expect(answer.message).not.toBe('');
        expect(await total()).toBe(fixture.rows.length + 1);
        expect((await adapter.get({ id: await idOf('B13') })).lineName).toBe('13路');
      });

      it('refuses a missing required value as invalid, naming the field', async () => {
        const error = await errorOf(adapter.create({ values: { ...values, lineName: '' } }));
        expect(error.code).toBe('invalid');
        expect(error.message).not.toBe('');
        expect(Object.keys(error.fieldErrors)).toContain('lineName');
        expect(await total()).toBe(fixture.rows.length);
      });

      it('refuses a duplicate unique value as conflict, naming the field', async () => {
        const error = await errorOf(adapter.create({ values: { ...values, lineNo: 'B01' } }));
        expect(error.code).toBe('conflict');
        expect(Object.keys(error.fieldErrors)).toContain('lineNo');
      });
    });

    describe('update', () => {
      it('changes the given fields and keeps the others', async () => {
        const id = await idOf('B02');
        await adapter.update({ id, values: { fare: 1.5, stopCount: 13 } });
        expect(await adapter.get({ id })).toMatchObject({ lineNo: 'B02', lineName: '2路', fare: 1.5, stopCount: 13 });
      });

      it('refuses an unknown id as not_found and a taken unique value as conflict', async () => {
        expect((await errorOf(adapter.update({ id: 'no-such-id', values: { fare: 1 } }))).code).toBe('not_found');
        const error = await errorOf(adapter.update({ id: await idOf('B02'), values: { lineNo: 'B03' } }));
        expect(error.code).toBe('conflict');
      });
    });

    describe('remove', () => {
      it('removes one row', async () => {
        const id = await idOf('B05');
        expect((await adapter.remove({ id })).message).not.toBe('');
        expect((await errorOf(adapter.get({ id }))).code).toBe('not_found');
        expect(await total()).toBe(fixture.rows.length - 1);
      });

      it('removes several rows at once', async () => {
        const ids = [await idOf('B05'), await idOf('B06')];
        expect((await adapter.removeMany({ ids })).message).not.toBe('');
        expect(await total()).toBe(fixture.rows.length - 2);
        expect(sorted((await adapter.list({ query: query({ filters: { lineNo: 'B05,B06,B07' } }) })).records)).toEqual(['B07']);
      });

      it('refuses an unknown id as not_found', async () => {
        expect((await errorOf(adapter.remove({ id: 'no-such-id' }))).code).toBe('not_found');
      });
    });

    describe('export', () => {
      it('answers an xlsx file with a name', async () => {
        const file = await adapter.export({ query: query(), selections: [await idOf('B01')] });
        expect(file.fileName).toMatch(/\.xlsx?$/);
        expect(file.data.size).toBeGreaterThan(0);
        // Every xlsx file is a zip archive: it starts with "PK".
        expect(new Uint8Array(await file.data.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
      });
    });

    describe('import', () => {
      it.each([true, false])('stores every row of a clean file (validate %s), dictionary texts read back as values', async (validate) => {
        const result = await adapter.import({ file: await importFile(GOOD_LINES), validate });
        expect(result).toMatchObject({ code: 200, message: '文件导入成功！数据行数：2' });
        expect(result.errorFileUrl).toBeUndefined();
        expect(await total()).toBe(fixture.rows.length + 2);
        expect(await adapter.get({ id: await idOf('B20') })).toMatchObject({ lineName: '20路', stopCount: 7, status: '0', status_dictText: '无效' });
      });

      it('without validate stores the good rows and reports the bad ones: code 201 and an error file', async () => {
        const result = await adapter.import({ file: await importFile(MIXED_LINES), validate: false });
        expect(result).toMatchObject({ code: 201, message: '文件导入成功，但有错误数据！共3行，成功1行，失败2行' });
        expect(result.errorFileUrl).toEqual(expect.stringMatching(/.+/));
        expect(await total()).toBe(fixture.rows.length + 1);
        expect((await adapter.get({ id: await idOf('B20') })).lineName).toBe('20路');
      });

      it('with validate stores nothing when any row is bad, and reports them the same way', async () => {
        const result = await adapter.import({ file: await importFile(MIXED_LINES), validate: true });
        expect(result).toMatchObject({ code: 201, message: '文件导入失败，有错误数据，未导入任何数据！共3行，失败2行' });
        expect(result.errorFileUrl).toEqual(expect.stringMatching(/.+/));
        expect(await total()).toBe(fixture.rows.length);
        expect((await adapter.list({ query: query({ filters: { lineNo: 'B20' } }) })).records).toEqual([]);
      });

      it('refuses a file without rows or without a known column as invalid', async () => {
        expect(await errorOf(adapter.import({ file: await importFile([]), validate: false }))).toMatchObject({ code: 'invalid', message: '文件中没有数据' });
        const unknown = new File([await (await writeXlsx({ sheetName: 's', columns: [{ header: '甲' }], rows: [['1']] })).arrayBuffer()], 'x.xlsx');
        expect(await errorOf(adapter.import({ file: unknown, validate: true }))).toMatchObject({ code: 'invalid', message: '文件第一行没有可识别的列名' });
        expect(await total()).toBe(fixture.rows.length);
      });
    });

    describe('options', () => {
      it('answers the dictionary items in the full option shape', async () => {
        const items = await adapter.options({ dictCode: 'valid_status' });
        expect(items).toEqual(
          expect.arrayContaining([
            { value: '1', text: '有效', label: '有效', title: '有效' },
            { value: '0', text: '无效', label: '无效', title: '无效' },
          ]),
        );
      });

      it('answers no items for an unknown code and refuses an empty one as invalid', async () => {
        expect(await adapter.options({ dictCode: 'no_such_dict_code' })).toEqual([]);
        const error = await errorOf(adapter.options({ dictCode: '' }));
        expect(error).toMatchObject({ code: 'invalid', message: '字典Code不能为空!' });
      });
    });
  });
}
