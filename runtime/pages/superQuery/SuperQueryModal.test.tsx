// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuperQuery } from '../../../schemas/adapter.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import type { QueryField } from './queryFields.ts';
import { SuperQueryModal } from './SuperQueryModal.tsx';

const KEY = 'JSuperQuerySaved_/bus/line';
const fields: QueryField[] = [
  { field: 'lineName', label: '线路名称', type: 'string' },
  { field: 'status', label: '运营状态', type: 'string', dictCode: 'valid_status' },
];
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, '');
const button = (label: string, within: ParentNode = document.body) => {
  const found = [...within.querySelectorAll('button')].filter((b) => plain(b.textContent) === label);
  if (found.length !== 1) throw new Error(`expected one button "${label}", found ${found.length}`);
  return found[0];
};
const saved = () => JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as unknown[];

function renderModal(value?: SuperQuery) {
  const onSearch = vi.fn();
  const onClose = vi.fn();
  const services = createTestServices({ dictionaries: { valid_status: [{ value: '1', text: '有效' }, { value: '0', text: '无效' }] } });
  render(
    <App>
      <RuntimeProvider services={services}>
        <SuperQueryModal open fields={fields} value={value} pagePath="/bus/line" onSearch={onSearch} onClose={onClose} />
      </RuntimeProvider>
    </App>,
  );
  return { onSearch, onClose };
}

/** Chooses the field of the first line and types its value. */
async function fillFirstLine(value: string) {
  const fieldSelect = document.querySelector('input[aria-label="选择查询字段"]')?.closest('.ant-select');
  fireEvent.mouseDown(fieldSelect?.querySelector('.ant-select-selector') as HTMLElement);
  fireEvent.click(await waitFor(() => {
    const option = document.querySelector('.ant-select-item-option[title="线路名称"]');
    if (!option) throw new Error('no option yet');
    return option;
  }));
  fireEvent.change(document.querySelector('.ant-modal input[placeholder="请输入值"]') as HTMLInputElement, { target: { value } });
}

const lineQuery = { matchType: 'and', conditions: [{ field: 'lineName', rule: 'eq', val: '快线', type: 'string' }] };

beforeAll(installDomStubs);
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('SuperQueryModal', { timeout: 20_000 }, () => {
  it('opens 1000 wide with one blank line', () => {
    renderModal();
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('高级查询构造器');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    expect(document.querySelectorAll('.ant-modal input[placeholder="请输入值"]')).toHaveLength(1);
  });

  it('emits the conditions on 查询 and empty on 重置', async () => {
    const { onSearch, onClose } = renderModal();
    await fillFirstLine('快线');
    fireEvent.click(button('查询'));
    expect(onSearch).toHaveBeenLastCalledWith(lineQuery);
    expect(onClose).toHaveBeenCalled();
    fireEvent.click(button('重置'));
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });

  it("refuses to save an empty query with '空条件不能保存'", async () => {
    renderModal();
    fireEvent.click(button('保存查询条件'));
    expect(await screen.findByText('空条件不能保存')).toBeTruthy();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('asks a name, refuses an empty one, then saves under the page path', async () => {
    renderModal();
    await fillFirstLine('快线');
    fireEvent.click(button('保存查询条件'));
    const nameInput = await waitFor(() => screen.getByLabelText('请输入保存的名称'));
    const nameDialog = () => nameInput.closest('.ant-modal') as HTMLElement;
    fireEvent.click(button('确定', nameDialog()));
    expect(await screen.findByText('保存名称不能为空')).toBeTruthy();
    fireEvent.change(nameInput, { target: { value: '快线查询' } });
    fireEvent.click(button('确定', nameDialog()));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(saved()).toEqual([{ title: '快线查询', matchType: 'and', records: lineQuery.conditions }]);
    expect(button('快线查询')).toBeTruthy();
  });

  it("asks before overwriting: '{name} 已存在，是否覆盖？'", async () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ title: '快线查询', matchType: 'or', records: [] }]));
    renderModal();
    await fillFirstLine('快线');
    fireEvent.click(button('保存查询条件'));
    const nameInput = await waitFor(() => screen.getByLabelText('请输入保存的名称'));
    fireEvent.change(nameInput, { target: { value: '快线查询' } });
    fireEvent.click(button('确定', nameInput.closest('.ant-modal') as HTMLElement));
    const confirm = await waitFor(() => {
      const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!dialog) throw new Error('no confirm yet');
      return dialog;
    });
    expect(plain(confirm.querySelector('.ant-modal-confirm-title')?.textContent ?? '')).toBe(plain('快线查询 已存在，是否覆盖？'));
    expect(saved()).toEqual([{ title: '快线查询', matchType: 'or', records: [] }]);
    fireEvent.click(button('确定', confirm));
    await waitFor(() => expect(saved()).toEqual([{ title: '快线查询', matchType: 'and', records: lineQuery.conditions }]));
  });

  it("loads a saved query on click and deletes one after '是否删除当前查询？'", async () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ title: '有效', matchType: 'or', records: [{ field: 'lineName', rule: 'like', val: '环' }] }]));
    const { onSearch } = renderModal();
    fireEvent.click(button('有效'));
    fireEvent.click(button('查询'));
    expect(onSearch).toHaveBeenLastCalledWith({ matchType: 'or', conditions: [{ field: 'lineName', rule: 'like', val: '环', type: 'string' }] });
    fireEvent.click(screen.getByLabelText('删除 有效'));
    const pop = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
    expect(within(pop).getByText('是否删除当前查询？')).toBeTruthy();
    fireEvent.click(button('确定', pop));
    await waitFor(() => expect(saved()).toEqual([]));
  });
});
