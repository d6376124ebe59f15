import { describe, expect, it } from 'vitest';
import { rowColumns } from '../../schemas/types.ts';
import { clearForm, updateConfig } from './formConfig.ts';
import { idRefusal, updateControl } from './updateControl.ts';
import { docOf, field, row } from './testDocs.ts';

describe('updating one control (the property panel)', () => {
  const start = () => docOf(field('fd_1'), row('row_1', [field('fd_2')]));

  it('changes properties anywhere in the document', () => {
    const result = updateControl(start(), 'fd_2', { label: '姓名', required: true });
    expect(result.ok && rowColumns(result.doc.list[1])[0].list[0]).toMatchObject({ id: 'fd_2', label: '姓名', required: true });
  });

  it('removes a property patched to undefined', () => {
    const result = updateControl(start(), 'fd_1', { label: undefined });
    expect(result.ok && 'label' in result.doc.list[0]).toBe(false);
  });

  it('renames: _id follows the new id and the selection follows the control', () => {
    const result = updateControl(start(), 'fd_1', { id: 'name' });
    expect(result.ok && result.doc.list[0]).toMatchObject({ id: 'name', _id: 'name' });
    expect(result.ok && result.select).toEqual({ kind: 'control', id: 'name' });
  });

  it('refuses an id that already exists with 该ID已经存在，请修改 (seed 001 §5)', () => {
    expect(updateControl(start(), 'fd_1', { id: 'fd_2' })).toEqual({ ok: false, message: '该ID已经存在，请修改' });
    expect(idRefusal(start(), 'fd_1', 'row_1')).toBe('该ID已经存在，请修改');
    expect(idRefusal(start(), 'fd_1', 'fd_1')).toBeUndefined();
  });

  it('refuses an id the meta-schema would refuse', () => {
    expect(idRefusal(start(), 'fd_1', '1abc')).toBe('ID只能包含字母、数字和下划线，且不能以数字开头');
    expect(idRefusal(start(), 'fd_1', '')).toBe('ID只能包含字母、数字和下划线，且不能以数字开头');
  });

  it('an update that changes nothing gives back the same document', () => {
    const doc = start();
    const result = updateControl(doc, 'fd_1', { label: 'fd_1' });
    expect(result.ok && result.doc).toBe(doc);
  });
});

describe('form config and clear', () => {
  it('patches the config', () => {
    const result = updateConfig(docOf(), { labelWidth: 120, size: 'small' });
    expect(result.ok && result.doc.config).toMatchObject({ labelWidth: 120, size: 'small', version: '1.10', dynamicTableAllowed: true });
  });

  it('清空 empties the list and keeps the config', () => {
    const doc = { ...docOf(field('a')), config: { ...docOf().config, labelWidth: 100 } };
    const result = clearForm(doc);
    expect(result.ok && result.doc).toEqual({ list: [], config: doc.config });
  });
});
