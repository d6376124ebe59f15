import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { labelParams, labelsFrom, levelParams, treeNamed, treeProblem, treeSelectConfig } from './treeSelect.ts';

const config = (extra: Partial<Control> = {}) => treeSelectConfig({ id: 'fd_t', compType: 'treeSelect', dict: 'sys_area, name ,code', ...extra });

describe('tree select config (seed 002 §7 loadTreeData)', () => {
  it('reads table, text and code from dict; pid is the parent field unless given', () => {
    expect(config()).toMatchObject({ tableName: 'sys_area', text: 'name', code: 'code', pidField: 'pid', pidValue: '', checkStrictly: true });
    expect(treeNamed(config())).toBe(true);
    expect(treeNamed(config({ dict: '' }))).toBe(false);
    expect(treeNamed(config({ dict: 'sys_area,name' }))).toBe(false);
  });

  it('asks one level with pid, tableName, text, code, pidField and, when given, hasChildField and condition', () => {
    expect(levelParams(config(), '')).toEqual({ pid: '', tableName: 'sys_area', text: 'name', code: 'code', pidField: 'pid' });
    const full = config({ pidField: 'parent_code', hasChildField: 'has_child', condition: '{"status":"1"}' });
    expect(levelParams(full, 'A01')).toEqual({
      pid: 'A01', tableName: 'sys_area', text: 'name', code: 'code', pidField: 'parent_code', hasChildField: 'has_child', condition: '{"status":"1"}',
    });
  });

  it('refuses a condition that is not a JSON object string (seed 002 §5)', () => {
    expect(treeProblem(config({ condition: '{"status":"1"}' }))).toBeUndefined();
    for (const bad of ['status=1', '{status:1}', '[1]', '"1"']) expect(treeProblem(config({ condition: bad }))).toBe('条件值错误，需要JSON字符串');
  });

  it('names stored values through loadDictItem in the order asked', () => {
    expect(labelParams(['A01', 'B02'])).toEqual({ key: 'A01,B02', delNotExist: false });
    expect([...labelsFrom(['A01', 'B02', 'C03'], ['北区', 'B02', ''])]).toEqual([['A01', '北区'], ['B02', 'B02']]);
  });
});
