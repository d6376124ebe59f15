import { describe, expect, it } from 'vitest';
import type { EntityField } from '../../schemas/types.ts';
import { createMemoryAdapter } from './createMemoryAdapter.ts';
import { memoryAdapterFactory } from './memoryAdapterFactory.ts';
import { readXlsx, writeXlsx } from './xlsx.ts';

const fields: EntityField[] = [
  { name: 'name', label: '名称', type: 'string', required: true, unique: true, length: 10 },
  { name: 'count', label: '数量', type: 'integer' },
  { name: 'status', label: '状态', type: 'string', dict: 'valid_status', default: '1' },
  { name: 'day', label: '日期', type: 'date' },
];
const dictionaries = { valid_status: [{ value: '1', text: '有效' }, { value: '0', text: '无效' }] };
const rows = [{ id: 'a', name: '甲', count: 1, status: '1' }];
const make = () =>
  createMemoryAdapter({ rows, fields, dictionaries, label: '测试', now: () => new Date(2024, 4, 6, 7, 8, 9), newId: () => 'new' });
const all = { pageNo: 1, pageSize: 100, filters: {} };

async function xlsxFile(header: string[], body: unknown[][]): Promise<File> {
  const blob = await writeXlsx({ sheetName: 's', columns: header.map((h) => ({ header: h })), rows: body });
  return new File([await blob.arrayBuffer()], 'in.xlsx');
}

describe('createMemoryAdapter', () => {
  it('leaves the fixture rows untouched', async () => {
    const adapter = make();
    await adapter.update({ id: 'a', values: { name: '乙' } });
    expect(rows[0].name).toBe('甲');
  });

  it('fills defaults, coerces numbers and stamps createTime on create', async () => {
    const adapter = make();
    await adapter.create({ values: { name: '丙', count: '7' } });
    expect(await adapter.get({ id: 'new' })).toMatchObject({ name: '丙', count: 7, status: '1', status_dictText: '有效', createTime: '2024-05-06 07:08:09' });
  });

  it.each([
    [{ name: '丁', count: '1.5' }, { count: '数量必须是整数' }],
    [{ name: '丁', day: '2024/01/01' }, { day: '日期格式应为yyyy-MM-dd' }],
    [{ name: '丁', status: '9' }, { status: '状态的值不在字典中：9' }],
    [{ name: '一二三四五六七八九十一' }, { name: '名称长度不能超过10个字符' }],
    [{ name: '  ' }, { name: '名称不能为空' }],
  ])('refuses %j as invalid with %j', async (values, fieldErrors) => {
    await expect(make().create({ values })).rejects.toMatchObject({ code: 'invalid', fieldErrors });
  });

  it('does not let an update change the id', async () => {
    const adapter = make();
    await adapter.update({ id: 'a', values: { id: 'zzz', count: 2 } });
    expect(await adapter.get({ id: 'a' })).toMatchObject({ id: 'a', count: 2, updateTime: '2024-05-06 07:08:09' });
  });

  it('rejects with an AbortError when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(make().list({ query: all, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('exports the matching rows with labels and dictionary texts', async () => {
    const file = await make().export({ query: all, selections: [] });
    expect(file.fileName).toBe('测试.xlsx');
    const sheet = await readXlsx(await file.data.arrayBuffer());
    expect(sheet.headers).toEqual(['名称', '数量', '状态', '日期']);
    expect(sheet.rows.map((r) => r.cells)).toEqual([['甲', 1, '有效', '']]);
  });

  it('imports every row of a clean file, reading dictionary texts back to values', async () => {
    const adapter = createMemoryAdapter({ rows: [], fields, dictionaries });
    const result = await adapter.import({ file: await xlsxFile(['名称', '数量', '状态'], [['甲', 3, '无效'], ['乙', 4, '有效']]), validate: true });
    expect(result).toEqual({ code: 200, message: '文件导入成功！数据行数：2' });
    const records = (await adapter.list({ query: { ...all, sort: { column: 'name', order: 'asc' } } })).records;
    expect(records.map((r) => [r.name, r.count, r.status])).toEqual([['乙', 4, '1'], ['甲', 3, '0']]);
  });

  it('without validation keeps the good rows and reports the refused ones (code 201 and an error file)', async () => {
    const adapter = make();
    const file = await xlsxFile(['名称', '数量'], [['乙', 1], ['甲', 2], ['', 3]]);
    const result = await adapter.import({ file, validate: false });
    expect(result.code).toBe(201);
    expect(result.message).toBe('文件导入成功，但有错误数据！共3行，成功1行，失败2行');
    expect(decodeURIComponent(result.errorFileUrl?.split(',')[1] ?? '')).toBe('第3行：名称已存在\n第4行：名称不能为空');
    expect((await adapter.list({ query: all })).total).toBe(2);
  });

  it('with validation stores nothing when any row is bad, and reports them the same way', async () => {
    const adapter = make();
    const file = await xlsxFile(['名称'], [['乙'], ['甲'], ['丙']]);
    const result = await adapter.import({ file, validate: true });
    expect(result.code).toBe(201);
    expect(result.message).toBe('文件导入失败，有错误数据，未导入任何数据！共3行，失败1行');
    expect(decodeURIComponent(result.errorFileUrl?.split(',')[1] ?? '')).toBe('第3行：名称已存在');
    expect((await adapter.list({ query: all })).records.map((r) => r.name)).toEqual(['甲']);
  });

  it('refuses a file that is not xlsx, holds no rows, or has no known column', async () => {
    await expect(make().import({ file: new File(['not a zip'], 'a.xls'), validate: true })).rejects.toMatchObject({ code: 'invalid' });
    await expect(make().import({ file: await xlsxFile(['名称'], []), validate: false })).rejects.toMatchObject({ code: 'invalid', message: '文件中没有数据' });
    await expect(make().import({ file: await xlsxFile(['甲', '乙'], [['1', '2']]), validate: false })).rejects.toMatchObject({
      code: 'invalid',
      message: '文件第一行没有可识别的列名',
    });
  });

  it('answers tree children by the parent field and marks hasChild in lists', async () => {
    const adapter = createMemoryAdapter({
      rows: [
        { id: '1', pid: '0', name: '一区' },
        { id: '2', pid: '1', name: '一区一栋' },
        { id: '3', pid: '0', name: '二区' },
      ],
      tree: { parentField: 'pid', titleField: 'name' },
    });
    expect((await adapter.tree({})).map((n) => [n.key, n.title, n.isLeaf])).toEqual([['1', '一区', false], ['3', '二区', true]]);
    expect((await adapter.tree({ parentId: '1' })).map((n) => n.key)).toEqual(['2']);
    const roots = await adapter.list({ query: { ...all, filters: { pid: '0' } } });
    expect(roots.records.map((r) => [r.id, r.hasChild])).toEqual([['1', '1'], ['3', '0']]);
  });

  it('refuses tree without tree configuration', async () => {
    await expect(make().tree({})).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('memoryAdapterFactory', () => {
  it('builds an adapter from args.fixture, each with its own rows', async () => {
    const factory = memoryAdapterFactory({ lines: { rows } });
    const a = factory({ fixture: 'lines' });
    await a.remove({ id: 'a' });
    expect((await factory({ fixture: 'lines' }).list({ query: all })).total).toBe(1);
  });

  it('fails loudly on an unknown fixture', () => {
    expect(() => memoryAdapterFactory({})({ fixture: 'nope' })).toThrow('nope');
  });
});
