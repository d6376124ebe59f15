// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter.ts';
import type { DataAdapter, ListQuery } from '../../../schemas/adapter.ts';
import busLinePage from '../../../schemas/pages/bus-line.json';
import type { ListPage as ListPageSchema } from '../../../schemas/types.ts';
import { busLineFixture } from '../../../tests/contracts/busLineFixture.ts';
import { RuntimeProvider } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { ListPage } from './ListPage.tsx';

// The JSON import widens literal types; the page is checked against the meta-schema in schemas/.
const schema = { ...(busLinePage as unknown as ListPageSchema), dataSource: { adapter: 'memory', args: {} } };
const ALL_ACTIONS = ['bus:line:add', 'bus:line:edit', 'bus:line:delete', 'bus:line:export', 'bus:line:import'];

function memory(): DataAdapter {
  const { rows, fields, dictionaries } = busLineFixture;
  return createMemoryAdapter({ rows, fields, dictionaries });
}

function renderList(options: { adapter?: DataAdapter; permissions?: string[]; navigate?: (to: string) => void; page?: ListPageSchema } = {}) {
  const adapter = options.adapter ?? memory();
  const list = vi.spyOn(adapter, 'list');
  const services = createTestServices({
    adapters: { memory: () => adapter },
    dictionaries: { valid_status: [{ value: '1', text: '有效' }, { value: '0', text: '无效' }] },
    permissions: options.permissions ?? ALL_ACTIONS,
    navigate: options.navigate,
  });
  render(
    <App>
      <RuntimeProvider services={services}>
        <ListPage schema={options.page ?? schema} pagePath="/bus/line" />
      </RuntimeProvider>
    </App>,
  );
  const lastQuery = (): ListQuery => list.mock.calls[list.mock.calls.length - 1][0].query;
  return { adapter, list, lastQuery };
}

// Role queries walk antd's whole accessibility tree and take seconds each; buttons are found by
// their text instead (antd puts a space between two Chinese characters: 查 询).
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, '');
function button(label: string, within: ParentNode = document.body): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].filter((b) => plain(b.textContent) === label);
  if (found.length !== 1) throw new Error(`expected one button "${label}", found ${found.length}`);
  return found[0];
}
const findButton = (label: string, within?: ParentNode) => waitFor(() => button(label, within));
const findElement = (selector: string) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  });
const modalFooter = () => document.querySelector('.ant-modal-footer') as HTMLElement;

beforeAll(installDomStubs);
beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('ListPage', { timeout: 20_000 }, () => {
  it('loads the first page newest first, with the total text and dictionary tags', async () => {
    const { lastQuery, list } = renderList();
    expect(await screen.findByText('1-10 共12条')).toBeTruthy();
    // One request for one state: nothing the page derives may start a second load.
    expect(list).toHaveBeenCalledTimes(1);
    expect(lastQuery()).toEqual({ pageNo: 1, pageSize: 10, sort: { column: 'createTime', order: 'desc' }, filters: {} });
    // Newest first: B12 was created last.
    const firstRow = document.querySelectorAll('tbody tr.ant-table-row')[0] as HTMLElement;
    expect(within(firstRow).getByText('B12')).toBeTruthy();
    expect(within(firstRow).getByText('有效')).toBeTruthy();
    // Drawn as spans with the class antd's own Tag has (its styles written by one hidden Tag).
    const tag = within(firstRow).getByText('有效');
    const real = document.querySelector('.ant-card-body > .ant-tag[aria-hidden]') as HTMLElement;
    expect(real).not.toBeNull();
    expect(tag.tagName).toBe('SPAN');
    expect(tag.className).toBe(real.className);
  });

  it('searches with the match types of the search fields, and 重置 clears them', async () => {
    const { lastQuery } = renderList();
    await screen.findByText('1-10 共12条');
    fireEvent.change(document.getElementById('search_lineName') as HTMLInputElement, { target: { value: ' 快线 ' } });
    fireEvent.click(button('查询'));
    await screen.findByText('1-2 共2条');
    expect(lastQuery().filters).toEqual({ lineName: '*快线*' });
    fireEvent.click(button('重置'));
    await screen.findByText('1-10 共12条');
    expect(lastQuery().filters).toEqual({});
  });

  it("hides toolbar buttons and row links the user's permissions do not allow", async () => {
    renderList({ permissions: ['bus:line:edit'] });
    await screen.findByText('1-10 共12条');
    expect(() => button('新增')).toThrow('found 0');
    expect(() => button('批量删除')).toThrow('found 0');
    expect(button('高级查询')).toBeTruthy();
    expect(screen.getAllByText('编辑').length).toBeGreaterThan(0);
    expect(screen.queryByText('删除')).toBeNull();
  });

  it("warns '请选择一条记录！' on batch delete with nothing selected", async () => {
    const { adapter } = renderList();
    const removeMany = vi.spyOn(adapter, 'removeMany');
    await screen.findByText('1-10 共12条');
    fireEvent.click(button('批量删除'));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(removeMany).not.toHaveBeenCalled();
  });

  it('batch deletes the selected rows after the confirm, and reloads', async () => {
    const { adapter } = renderList();
    const removeMany = vi.spyOn(adapter, 'removeMany');
    await screen.findByText('B12');
    const boxes = [...document.querySelectorAll('tr.ant-table-row')].map((row) => row.querySelector('input[type="checkbox"]') as HTMLInputElement);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    expect(plain(document.querySelector('.ant-alert-message')?.textContent ?? '')).toBe('已选择2项清空');
    fireEvent.click(button('批量删除'));
    fireEvent.click(await findButton('确定', document.querySelector('.ant-modal-confirm') ?? document.body));
    await screen.findByText('1-10 共10条');
    expect(removeMany).toHaveBeenCalledWith({ ids: ['100000000000000001' + '2', '100000000000000001' + '1'] });
    expect(await screen.findByText('批量删除成功!')).toBeTruthy();
  });

  it('sorts by a sortable column, sending column and order', async () => {
    const { lastQuery } = renderList();
    await screen.findByText('1-10 共12条');
    fireEvent.click([...document.querySelectorAll('th')].find((th) => plain(th.textContent) === '站点数') as HTMLElement);
    await waitFor(() => expect(lastQuery().sort).toEqual({ column: 'stopCount', order: 'asc' }));
  });

  it('shows a failed load as a warning with the server message', async () => {
    const adapter = memory();
    vi.spyOn(adapter, 'list').mockRejectedValue(new (await import('../../../schemas/adapter.ts')).AdapterError('invalid', '请注意，将要排序的列字段不存在：x'));
    renderList({ adapter });
    expect(await screen.findByText('请注意，将要排序的列字段不存在：x')).toBeTruthy();
  });

  it('adds no second notice to a failure the request layer announced (HTTP 403: its 拒绝访问 notification), and keeps the page', async () => {
    const adapter = memory();
    const { AdapterError } = await import('../../../schemas/adapter.ts');
    const list = vi.spyOn(adapter, 'list').mockRejectedValue(new AdapterError('forbidden', '拒绝访问', {}, { announced: true }));
    renderList({ adapter });
    await vi.waitFor(() => expect(list).toHaveBeenCalled());
    await vi.waitFor(() => expect(document.querySelector('.ant-table')).not.toBeNull());
    // The rejection has been handled once the table stops loading.
    await vi.waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(document.querySelector('.ant-result')).toBeNull();
  });

  it('opens the workflow record of a row that has a process', async () => {
    const navigate = vi.fn();
    const adapter = createMemoryAdapter({ rows: [{ id: 'r1', lineNo: 'B01', processInstanceId: 'p1', deployId: 'd1', taskId: 't1', createTime: '2024-01-01 00:00:00' }] });
    renderList({ adapter, navigate, page: { ...schema, rowActions: [{ action: 'workflow' }] } });
    fireEvent.click(await screen.findByText('审批进度'));
    expect(navigate).toHaveBeenCalledWith('/flowable/task/record/index?procInsId=p1&deployId=d1&taskId=t1&businessKey=r1&category=01&finished=false');
  });
});

describe('ListPage tree-list', { timeout: 20_000 }, () => {
  it('lists top-level rows and loads children when a row is first opened', async () => {
    const adapter = createMemoryAdapter({
      rows: [
        { id: 'a', pid: '0', name: '一区', createTime: '2024-01-02 00:00:00' },
        { id: 'a1', pid: 'a', name: '一区一栋', createTime: '2024-01-03 00:00:00' },
        { id: 'b', pid: '0', name: '二区', createTime: '2024-01-01 00:00:00' },
      ],
      tree: { parentField: 'pid' },
    });
    const page = {
      kind: 'tree-list',
      version: 1,
      id: 'areas',
      title: '片区',
      dataSource: { adapter: 'memory', args: {} },
      tree: { parentField: 'pid' },
      columns: [{ field: 'name', title: '名称' }],
    } as unknown as ListPageSchema;
    const { list } = renderList({ adapter, page });
    await screen.findByText('一区');
    expect(list.mock.calls[0][0].query.filters).toEqual({ pid: '0' });
    expect(screen.queryByText('一区一栋')).toBeNull();
    const expanders = document.querySelectorAll('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(expanders).toHaveLength(1);
    fireEvent.click(expanders[0]);
    expect(await screen.findByText('一区一栋')).toBeTruthy();
    expect(list.mock.calls[list.mock.calls.length - 1][0].query.filters).toEqual({ pid: 'a' });
  });
});

describe('ListPage import', { timeout: 20_000 }, () => {
  const chooseAndUpload = async (name = 'lines.xlsx') => {
    fireEvent.click(button('导入'));
    await screen.findByText('导入EXCEL');
    const input = document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]');
    if (!input) throw new Error('no file input');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
    });
  };

  it('warns with the message and an error-file link on code 201', async () => {
    const adapter = memory();
    const importSpy = vi.spyOn(adapter, 'import').mockResolvedValue({ code: 201, message: '共3行数据，其中成功1行，失败2行', errorFileUrl: 'temp/errors.xlsx' });
    renderList({ adapter });
    await screen.findByText('1-10 共12条');
    await chooseAndUpload();
    fireEvent.click(screen.getByText('校验'));
    fireEvent.click(button('开始上传'));
    const dialog = await findElement('.ant-modal-confirm');
    expect(within(dialog).getAllByText('导入成功，但有错误数据！').length).toBeGreaterThan(0);
    expect(screen.getByText('共3行数据，其中成功1行，失败2行')).toBeTruthy();
    expect(screen.getByText('点击下载错误文件').getAttribute('href')).toBe('/files/temp/errors.xlsx');
    expect(importSpy.mock.calls[0][0]).toMatchObject({ validate: true });
  });

  it('shows a success toast with the server message on code 200, and a warning on failure', async () => {
    const adapter = memory();
    const importSpy = vi.spyOn(adapter, 'import').mockResolvedValueOnce({ code: 200, message: '文件导入成功！数据行数：3' });
    renderList({ adapter });
    await screen.findByText('1-10 共12条');
    await chooseAndUpload();
    fireEvent.click(button('开始上传'));
    expect(await screen.findByText('文件导入成功！数据行数：3')).toBeTruthy();
    expect(importSpy.mock.calls[0][0]).toMatchObject({ validate: false });
    importSpy.mockRejectedValueOnce(new (await import('../../../schemas/adapter.ts')).AdapterError('invalid', '文件导入失败：第2行：线路名称不能为空'));
    await chooseAndUpload();
    fireEvent.click(button('开始上传'));
    expect(await screen.findByText('文件导入失败：第2行：线路名称不能为空')).toBeTruthy();
  });

  it('refuses a file that is not .xls or .xlsx, leaving upload disabled', async () => {
    renderList();
    await screen.findByText('1-10 共12条');
    await chooseAndUpload('lines.csv');
    expect(await screen.findByText('只能上传 .xls 或 .xlsx 文件')).toBeTruthy();
    expect(button('开始上传').hasAttribute('disabled')).toBe(true);
  });
});

describe('ListPage advanced query', { timeout: 20_000 }, () => {
  it("warns '不能查询空条件' for an empty query", async () => {
    renderList();
    await screen.findByText('1-10 共12条');
    fireEvent.click(button('高级查询'));
    await screen.findByText('高级查询构造器');
    fireEvent.click(button('查询', modalFooter()));
    expect(await screen.findByText('不能查询空条件')).toBeTruthy();
  });

  it('applies a saved query, shows the banner, and 清空 clears it', async () => {
    const saved = [{ title: '长线', matchType: 'and', records: [{ field: 'stopCount', rule: 'ge', val: '22', type: 'int', dbType: 'int' }] }];
    window.localStorage.setItem('JSuperQuerySaved_/bus/line', JSON.stringify(saved));
    const { lastQuery } = renderList();
    await screen.findByText('1-10 共12条');
    expect(screen.queryByText('已有高级查询条件生效')).toBeNull();
    fireEvent.click(button('高级查询'));
    fireEvent.click(await findButton('长线'));
    fireEvent.click(button('查询', modalFooter()));
    expect(await screen.findByText('已有高级查询条件生效')).toBeTruthy();
    await screen.findByText('1-3 共3条');
    expect(lastQuery().superQuery).toEqual({ matchType: 'and', conditions: saved[0].records });
    fireEvent.click(button('清空'));
    await screen.findByText('1-10 共12条');
    expect(screen.queryByText('已有高级查询条件生效')).toBeNull();
    expect(lastQuery().superQuery).toBeUndefined();
  });
});
