// @vitest-environment jsdom
import { toJS } from '@formily/reactive';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdapterError } from '../../schemas/adapter.ts';
import type { Control, FormContent } from '../../schemas/types.ts';
import { createTestServices } from './testServices.ts';
import { installDomStubs } from './testDom.ts';
import { formOf, renderSchemaForm } from './testRender.tsx';

const example = JSON.parse(readFileSync(`${process.cwd()}/fixtures/examples/formContent-resettlement-household.json`, 'utf8')) as FormContent;

/** The older designer's value model of the example, written out by hand (formDraw.js `datas`). */
const exampleValues = {
  fd_1700000000001: '',
  fd_1700000000002: '',
  fd_1700000000004: '',
  fd_1700000000005: '',
  fd_1700000000006: '0',
  fd_1700000000007: 'N',
  fd_1700000000008: 1,
  fd_1700000000009: [{ fd_1700000000010: '', fd_1700000000011: '', fd_1700000000012: 0 }],
  fd_1700000000018: '',
  fd_1700000000019: 0,
  fd_1700000000024: '',
  fd_1700000000025: 'AZQ-2023-0001',
  fd_1700000000026: '',
  fd_1700000000027: '',
};

const input = (id: string, label = id): Control => ({ id, compType: 'input', label, value: '' });
const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id}`);
  return element;
};
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });
// antd spaces a two-character label: 提交 reads 提 交. (getByRole is slow on a form this size.)
const submitButton = () => screen.queryByText('提 交')?.closest('button') ?? null;
const submit = () => fireEvent.click(submitButton() ?? byId('no-submit-button'));

beforeAll(() => {
  installDomStubs();
  // jsdom lays nothing out: the dynamic table's scroller (runtime/grid) reports the size a browser would give it.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
});
afterEach(cleanup);

describe("the older designer's household form renders unchanged", () => {
  it('shows every label, and the text of the text control', () => {
    renderSchemaForm(example);
    const labels = [
      '户主姓名',
      '联系电话',
      '安置类型',
      '入住日期',
      '是否低保户',
      '已签协议',
      '家庭人口',
      '面积(平方米)',
      '安置协议扫描件',
      '房屋编号',
      '经办人',
      '备注',
    ];
    for (const label of labels) expect(screen.getByText(label, { selector: 'label' }), label).toBeTruthy();
    // The dynamic table's columns head its table; the text control shows its text.
    const headers = [...document.querySelectorAll('[role="columnheader"]')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['序号', '*姓名', '关系', '年龄', '操作']));
    expect(screen.getByText('房屋面积')).toBeTruthy();
    // showLabel false: the dynamic table's own label stays hidden, as in the older designer.
    expect(screen.queryByText('家庭成员')).toBeNull();
  });

  it("starts from the older designer's value model", () => {
    const { form } = renderSchemaForm(example);
    expect(toJS(form.values)).toEqual(exampleValues);
  });

  it('lets earlier values win over the defaults', () => {
    const { form } = renderSchemaForm(example, { initialValues: { fd_1700000000001: '李四', fd_1700000000009: [] } });
    expect((byId('fd_1700000000001') as HTMLInputElement).value).toBe('李四');
    expect(form.values.fd_1700000000009).toEqual([]);
  });

  // The whole household form, validated twice: over 30 s on two busy cores before the grid came too (patience, not a timing claim).
  it('refuses an empty required field with "{label}不能为空" and submits once it is filled', { timeout: 120_000 }, async () => {
    const onSubmit = vi.fn();
    renderSchemaForm(example, { onSubmit });
    submit();
    expect(await screen.findByText('户主姓名不能为空')).toBeTruthy();
    // The dynamic table's first bad cell is selected with its message (a selector: a query of every element of this form is slow).
    expect(await screen.findByText('姓名不能为空', { selector: '.ant-tooltip-inner' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type('fd_1700000000001', '张三');
    // A dynamic table's cell edits with its column's control once clicked (the grid draws text).
    fireEvent.click(document.querySelector('[data-row-id] .grid-cell') as HTMLElement);
    type('fd_1700000000010_0', '张小三');
    await waitFor(() => expect(screen.queryByText('户主姓名不能为空')).toBeNull());
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      ...exampleValues,
      fd_1700000000001: '张三',
      fd_1700000000009: [{ fd_1700000000010: '张小三', fd_1700000000011: '', fd_1700000000012: 0 }],
    });
  });

  it('validates required on blur too', async () => {
    renderSchemaForm(example);
    fireEvent.blur(byId('fd_1700000000001'));
    expect(await screen.findByText('户主姓名不能为空')).toBeTruthy();
  });

  it("shows a custom rule's own message while the value does not match", async () => {
    renderSchemaForm(example);
    type('fd_1700000000002', '12345');
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    type('fd_1700000000002', '13812345678');
    await waitFor(() => expect(screen.queryByText('手机号格式不正确')).toBeNull());
  });
});

describe('permissions, linkage and defaults', () => {
  const guarded = formOf(input('fd_open', '公开'), { ...input('fd_secret', '身份证号'), has: 'household:idcard' });

  it('removes a control whose `has` action the user does not hold', () => {
    renderSchemaForm(guarded, { services: createTestServices({ permissions: ['household:edit'] }) });
    expect(screen.getByText('公开')).toBeTruthy();
    expect(screen.queryByText('身份证号')).toBeNull();
  });

  it('keeps it for a user who holds the action', () => {
    renderSchemaForm(guarded, { services: createTestServices({ permissions: ['household:idcard'] }) });
    expect(screen.getByText('身份证号')).toBeTruthy();
  });

  it('shows a visibleWhen control only while its condition holds', async () => {
    const content = formOf(input('fd_kind', '类型'), {
      ...input('fd_reason', '原因'),
      value: '旧原因',
      visibleWhen: "{{ fd_kind == 'other' }}",
    });
    const { form } = renderSchemaForm(content);
    expect(screen.queryByText('原因')).toBeNull();
    expect(form.values.fd_reason).toBeUndefined();

    type('fd_kind', 'other');
    expect(await screen.findByText('原因')).toBeTruthy();
    expect(form.values.fd_reason).toBe('旧原因');

    type('fd_kind', 'plain');
    await waitFor(() => expect(screen.queryByText('原因')).toBeNull());
  });

  it('does not validate a hidden required control', async () => {
    const onSubmit = vi.fn();
    const content = formOf(input('fd_kind', '类型'), { ...input('fd_reason', '原因'), required: true, visibleWhen: "fd_kind == 'other'" });
    renderSchemaForm(content, { onSubmit });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ fd_kind: '' }));
  });

  it('merges the catalogue defaults under a saved control (inputNumber max 100)', () => {
    renderSchemaForm(formOf({ id: 'fd_count', compType: 'inputNumber', label: '数量' }));
    const field = byId('fd_count');
    expect(field.getAttribute('aria-valuemax')).toBe('100');
    expect(field.getAttribute('aria-valuemin')).toBe('0');
    expect((field as HTMLInputElement).value).toBe('0');
  });

  it('lets a saved property win over the default', () => {
    renderSchemaForm(formOf({ id: 'fd_age', compType: 'inputNumber', label: '年龄', max: 120 }));
    expect(byId('fd_age').getAttribute('aria-valuemax')).toBe('120');
  });
});

describe('schema problems stay in their place', () => {
  it('shows an unknown kind as a panel naming its path; the rest of the form works', async () => {
    const content = formOf(input('fd_a', '甲'), { id: 'fd_odd', compType: 'mystery', label: '怪' }, input('fd_b', '乙'));
    renderSchemaForm(content, { path: '$.form.content' });
    expect(screen.getByText('未知的控件类型“mystery”')).toBeTruthy();
    expect(screen.getByText('$.form.content.list[1]')).toBeTruthy();
    expect(screen.getByText('甲')).toBeTruthy();
    expect(screen.getByText('乙')).toBeTruthy();
    type('fd_b', '仍可输入');
    expect((byId('fd_b') as HTMLInputElement).value).toBe('仍可输入');
  });

  it('names the path of an unknown kind inside a row', () => {
    const content = formOf({
      id: 'row_1',
      compType: 'row',
      columns: [
        { span: 12, list: [] },
        { span: 12, list: [{ id: 'fd_x', compType: 'mystery' }] },
      ],
    });
    renderSchemaForm(content);
    expect(screen.getByText('$.list[0].columns[1].list[0]')).toBeTruthy();
  });

  it('shows a bad visibleWhen and a bad regular expression where they are', () => {
    const content = formOf(
      { ...input('fd_a', '甲'), visibleWhen: 'fd_b(' },
      { ...input('fd_b', '乙'), rules: [{ rule: '([', msg: '坏' }] },
    );
    renderSchemaForm(content);
    expect(screen.getByText('$.list[0].visibleWhen')).toBeTruthy();
    expect(screen.getByText(/显示条件（visibleWhen）有误：function calls are not allowed/)).toBeTruthy();
    expect(screen.getByText('$.list[1].rules[0].rule')).toBeTruthy();
  });

  it('shows the schema panel instead of a blank form when the meta-schema fails', () => {
    const broken = { list: [{ compType: 'input', label: '无编号' }], config: {} } as unknown as FormContent;
    renderSchemaForm(formOf(), {});
    cleanup();
    renderSchemaForm(broken);
    expect(screen.getByText('表单配置有误，无法显示')).toBeTruthy();
    expect(screen.getByText('$.list[0].id')).toBeTruthy();
    expect(screen.queryByText('无编号')).toBeNull();
  });
});

describe('form config', () => {
  it('puts labels above controls for labelPosition top, and disables everything for disabled', () => {
    const content: FormContent = { list: [input('fd_a', '甲')], config: { labelPosition: 'top', disabled: true, size: 'mini' } };
    const { view } = renderSchemaForm(content);
    expect(view.container.querySelector('.ant-form-item-vertical')).not.toBeNull();
    expect((byId('fd_a') as HTMLInputElement).disabled).toBe(true);
    expect(view.container.querySelector('.ant-input-sm')).not.toBeNull();
  });

  it("gives a label the control's own width, else the form's, and none when showLabel is false", () => {
    const content: FormContent = {
      list: [{ ...input('fd_a', '甲'), labelWidth: 120 }, input('fd_b', '乙'), { ...input('fd_c', '丙'), showLabel: false }],
      config: { labelWidth: 100 },
    };
    renderSchemaForm(content);
    const labelCol = (text: string) => screen.getByText(text, { selector: 'label' }).closest('.ant-form-item-label') as HTMLElement;
    expect(labelCol('甲').style.flex).toBe('0 0 120px');
    expect(labelCol('乙').style.flex).toBe('0 0 100px');
    expect(screen.queryByText('丙')).toBeNull();
  });

  it('shows values read-only', () => {
    renderSchemaForm(formOf({ ...input('fd_a', '甲'), value: '固定' }), { readOnly: true });
    expect((byId('fd_a') as HTMLInputElement).readOnly).toBe(true);
    expect(submitButton()).toBeNull();
  });
});

describe('submitting', () => {
  it('puts the field errors of an AdapterError on their fields, until the field is edited', async () => {
    const onSubmit = vi.fn(async () => {
      throw new AdapterError('conflict', '保存失败', { fd_a: '该户号已存在' });
    });
    renderSchemaForm(formOf(input('fd_a', '户号')), { onSubmit });
    submit();
    expect(await screen.findByText('该户号已存在')).toBeTruthy();
    type('fd_a', '新户号');
    await waitFor(() => expect(screen.queryByText('该户号已存在')).toBeNull());
  });
});
