import { createForm, isArrayField, isField, isVoidField } from '@formily/core';
import { describe, expect, it } from 'vitest';
import type { Control, FormContent } from '../../../schemas/types.ts';
import { builtInControls } from '../../controls/builtInControls.ts';
import { createControlRegistry } from '../../controls/registry.ts';
import { initialFormValues } from '../../core/formValues.ts';
import type { PermissionLists } from '../../core/permissions.ts';
import { createFormFields } from './createFormFields.ts';

const registry = createControlRegistry(builtInControls);
const nobody: PermissionLists = { auth: [], allAuth: [] };
const input = (id: string, extra: Partial<Control> = {}): Control => ({ id, compType: 'input', label: id, value: '', ...extra });
const cell = (columns: Control[], hide = false) => ({ col: 1, row: 1, hide, columns });

const list: Control[] = [
  input('fd_a', { label: '户主姓名', required: true }),
  { id: 'row_1', compType: 'row', columns: [{ span: 12, list: [input('fd_b', { value: '默认' })] }, { span: 12, list: [input('fd_c')] }] },
  { id: 'table_1', compType: 'table', layoutArray: [[cell([input('fd_d')]), cell([input('fd_hidden')], true)]] },
  { id: 'dt_1', compType: 'dynamicTable', columns: [input('fd_name', { label: '姓名', required: true }), { id: 'txt', compType: 'text', text: '说明' }] },
  { id: 'divider_1', compType: 'divider' },
  input('fd_secret', { has: 'household:idcard' }),
  { id: 'fd_odd', compType: 'mystery' },
  input('fd_badrule', { rules: [{ rule: '([', msg: '坏' }] }),
  input('fd_reason', { label: '原因', required: true, visibleWhen: "fd_a == 'other'" }),
];

function formOf(content: FormContent['list'], saved: Record<string, unknown> = {}, permissions = nobody) {
  const form = createForm({ initialValues: initialFormValues({ list: content, config: {} }, saved) });
  createFormFields(form, content, '$.list', { registry, permissions });
  return form;
}

describe('the fields of every control, made before anything renders', () => {
  it('makes each field at the address its node asks for: under its row or table; a dynamic table is one field, its rows', () => {
    const form = formOf(list, { dt_1: [{ fd_name: '' }, { fd_name: '李四' }] });
    const kinds = Object.fromEntries(
      Object.entries(form.fields).map(([address, f]) => [address, isArrayField(f) ? 'array' : isVoidField(f) ? 'void' : isField(f) ? 'field' : '?']),
    );
    expect(kinds).toEqual({
      fd_a: 'field',
      row_1: 'void',
      'row_1.fd_b': 'field',
      'row_1.fd_c': 'field',
      table_1: 'void',
      'table_1.fd_d': 'field',
      dt_1: 'field',
      divider_1: 'void',
      fd_reason: 'field',
    });
    // A row or a table holds no value of its own: its controls' values stay flat, by control id.
    expect(form.query('row_1.fd_b').take()?.path.toString()).toBe('fd_b');
    expect(form.values.fd_b).toBe('默认');
  });

  it('leaves out what its node would not render: no permission, an unknown kind, a bad rule, a merged-away cell', () => {
    const ids = Object.keys(formOf(list).fields).flatMap((address) => address.split('.'));
    for (const id of ['fd_secret', 'fd_odd', 'fd_badrule', 'fd_hidden']) expect(ids, id).not.toContain(id);
  });

  it('makes the field of a control the user holds the action of', () => {
    const holds: PermissionLists = { auth: [{ action: 'household:idcard', type: '1', status: '1' }], allAuth: [] };
    expect(formOf(list, {}, holds).query('fd_secret').take()).toBeDefined();
  });

  it('so that form.validate() covers every control, none of them mounted: required and row by row, but not a hidden one', async () => {
    const form = formOf(list, { dt_1: [{ fd_name: '张三' }, { fd_name: '' }] });
    const errors = await form.validate().then(
      () => [],
      (found: { address: string; messages: string[] }[]) => found.map((e) => [e.address, e.messages.join()]),
    );
    expect(errors).toEqual([
      ['fd_a', '户主姓名不能为空'],
      ['dt_1', '第2行：姓名不能为空'],
    ]);
    expect(form.query('fd_reason').take()?.display).toBe('none');
  });

  it('is idempotent: made again, the same fields', () => {
    const form = formOf(list);
    const before = Object.keys(form.fields);
    createFormFields(form, list, '$.list', { registry, permissions: nobody });
    expect(Object.keys(form.fields)).toEqual(before);
  });
});
