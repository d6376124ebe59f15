import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { addColumn, readColConf, removeColumn, updateColumn } from './colConf.ts';

const stored = JSON.stringify([{ index: 0, label: '姓名', property: 'realname', width: 120, show: true, align: 'left' }]);
const picker: Control = { id: 'fd_1', compType: 'userList', colConf: stored };

const patchOf = (result: ReturnType<typeof addColumn>) => {
  if ('error' in result) throw new Error(result.error);
  return result.patch;
};

describe('dialog-list and user/department column entries (seed 001 §5)', () => {
  it('requires label and property: 字段和属性不能为空,请检查', () => {
    expect(addColumn(picker, { label: '', property: 'phone' })).toEqual({ error: '字段和属性不能为空,请检查' });
    expect(addColumn(picker, { label: '手机', property: '  ' })).toEqual({ error: '字段和属性不能为空,请检查' });
  });

  it('requires a unique property: 属性已存在请检查', () => {
    expect(addColumn(picker, { label: '名字', property: 'realname' })).toEqual({ error: '属性已存在请检查' });
  });

  it('gives a new column width 150 unless told otherwise, and the next index', () => {
    const patch = patchOf(addColumn(picker, { label: '手机', property: 'phone' }));
    expect(JSON.parse(patch.colConf as string)[1]).toEqual({ index: 1, label: '手机', property: 'phone', width: 150, show: true });
  });

  it('keeps colConf a JSON string when stored as one, with keys the panel does not know', () => {
    const patch = patchOf(addColumn(picker, { label: '手机', property: 'phone', width: 90, show: false }));
    expect(typeof patch.colConf).toBe('string');
    expect(JSON.parse(patch.colConf as string)[0]).toEqual(JSON.parse(stored)[0]);
  });

  it('keeps colConf an array when stored as one', () => {
    const asArray: Control = { ...picker, colConf: JSON.parse(stored) };
    const patch = patchOf(addColumn(asArray, { label: '手机', property: 'phone' }));
    expect(Array.isArray(patch.colConf)).toBe(true);
  });

  it('changes width and visibility, and removes a column', () => {
    expect(JSON.parse(patchOf(updateColumn(picker, 0, { width: 200, show: false })).colConf as string)[0]).toMatchObject({ width: 200, show: false });
    expect(patchOf(removeColumn(picker, 0)).colConf).toBe('[]');
  });

  it('refuses to edit colConf text that is not a JSON array', () => {
    const broken: Control = { ...picker, colConf: '[{oops' };
    expect(readColConf(broken)).toBeUndefined();
    expect(addColumn(broken, { label: '手机', property: 'phone' })).toEqual({ error: '列配置（colConf）不是有效的 JSON，请在 JSON 视图中修改' });
  });

  it('reads width 150 for a stored column without one', () => {
    expect(readColConf({ ...picker, colConf: '[{"label":"账号","property":"username"}]' })).toEqual([
      { index: 0, label: '账号', property: 'username', width: 150, show: true },
    ]);
  });
});
