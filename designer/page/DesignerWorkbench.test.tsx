// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import example from '../../fixtures/examples/formContent-resettlement-household.json';
import { controlKinds } from '../../schemas/controls/catalogue.ts';
import { tableCells, walkControls, type Control, type FormContent } from '../../schemas/types.ts';
import { builtInControls } from '../../runtime/controls/builtInControls.ts';
import { createControlRegistry } from '../../runtime/controls/registry.ts';
import { RuntimeProvider } from '../../runtime/react/RuntimeContext.tsx';
import { installDomStubs } from '../../runtime/react/testDom.ts';
import { createTestServices } from '../../runtime/react/testServices.ts';
import { designerServices, DesignerProvider } from '../canvas/DesignerContext.tsx';
import { createDesignerStore } from '../model/designerStore.ts';
import { docOf, dynamicTable, field, table } from '../model/testDocs.ts';
import { DesignerWorkbench } from './DesignerWorkbench.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

function renderDesigner(doc: FormContent = docOf()) {
  const store = createDesignerStore(doc);
  const warnings: string[] = [];
  const services = designerServices(store, createControlRegistry(builtInControls), (message) => warnings.push(message));
  const actions = { onSave: vi.fn(), onPreview: vi.fn(), onViewJson: vi.fn(), onSettings: vi.fn(), onClear: vi.fn(), onHelp: vi.fn() };
  render(
    <RuntimeProvider services={createTestServices({ getJson: {} })}>
      <DesignerProvider value={services}>
        <DesignerWorkbench actions={actions} />
      </DesignerProvider>
    </RuntimeProvider>,
  );
  const present = () => store.getState().history.present;
  return { store, warnings, actions, present };
}

// Plain selectors: role queries over the whole designer take seconds each in jsdom.
const paletteEntry = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.fd-palette-entry')].find((entry) => entry.textContent === name) ?? fail(name);
const toolbarButton = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.fd-toolbar button')].find((button) => button.textContent?.includes(name)) ?? fail(name);
const canvas = () => document.querySelector<HTMLElement>('.fd-canvas') ?? fail('canvas');
function fail(what: string): never {
  throw new Error(`not found: ${what}`);
}
const item = (id: string) => canvas().querySelector<HTMLElement>(`[data-control-id="${id}"]`)!;
const press = (key: string, mods: { ctrlKey?: boolean; shiftKey?: boolean } = {}) =>
  act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...mods })));

describe('seed 001 §2 designer screen', () => {
  it('shows the empty hint, and the palette in its three groups with every kind', () => {
    renderDesigner();
    expect(screen.getByText('从左侧拖入组件')).toBeTruthy();
    expect(canvas().getAttribute('aria-label')).toBe('表单画布');
    for (const [group, title] of [['common', '常用组件'], ['layout', '布局组件'], ['assist', '辅助组件']] as const) {
      const heading = screen.getByText(title);
      const section = heading.closest('section') ?? fail(title);
      expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
      const names = [...section.querySelectorAll('button')].map((b) => b.textContent);
      expect(names).toEqual(controlKinds.filter((k) => k.group === group).map((k) => k.compName));
    }
  });

  it('a palette entry chosen without dragging adds the control at the end, selected, showing its fd_ id', () => {
    const { present } = renderDesigner();
    fireEvent.click(paletteEntry('单行文本'));
    const [added] = present().list;
    expect(added.id).toMatch(/^fd_\d+$/);
    expect(within(item(added.id)).getByText(added.id)).toBeTruthy();
    expect(item(added.id).className).toContain('fd-item-selected');
    expect(screen.queryByText('从左侧拖入组件')).toBeNull();
  });

  it('each item has 复制 and 删除 buttons titled exactly so; copy adds a new fd_ control after it, delete removes it', () => {
    const { present } = renderDesigner(docOf(field('fd_1'), field('fd_2')));
    const copy = within(item('fd_1')).getByTitle('复制');
    fireEvent.click(copy);
    const ids = present().list.map((c) => c.id);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('fd_1');
    expect(ids[1]).toMatch(/^fd_\d+$/);
    expect(ids[2]).toBe('fd_2');
    fireEvent.click(within(item('fd_2')).getByTitle('删除'));
    expect(present().list.map((c) => c.id)).toEqual(ids.slice(0, 2));
    expect(item('fd_2')).toBeNull();
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z and Ctrl+Y; the toolbar buttons follow', () => {
    const { present } = renderDesigner(docOf(field('fd_1')));
    fireEvent.click(within(item('fd_1')).getByTitle('删除'));
    expect(present().list).toHaveLength(0);
    press('z', { ctrlKey: true });
    expect(present().list.map((c) => c.id)).toEqual(['fd_1']);
    expect(item('fd_1')).toBeTruthy();
    press('Z', { ctrlKey: true, shiftKey: true });
    expect(present().list).toHaveLength(0);
    press('z', { ctrlKey: true });
    press('y', { ctrlKey: true });
    expect(present().list).toHaveLength(0);
    expect(toolbarButton('重做').hasAttribute('disabled')).toBe(true);
    fireEvent.click(toolbarButton('撤销'));
    expect(present().list).toHaveLength(1);
  });

  it('leaves Ctrl+Z inside a text field to the field', () => {
    const { present } = renderDesigner(docOf(field('fd_1')));
    fireEvent.click(within(item('fd_1')).getByTitle('删除'));
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(present().list).toHaveLength(0);
    input.remove();
  });

  it('a refused placement shows the seed message and changes nothing', () => {
    const { store, warnings, present } = renderDesigner(docOf(dynamicTable('fd_dt')));
    fireEvent.click(item('fd_dt'));
    const before = present();
    fireEvent.click(paletteEntry('附件'));
    expect(warnings).toEqual(['该组件不允许被放入动态表格内！']);
    expect(present()).toBe(before);
    fireEvent.click(paletteEntry('栅格布局'));
    expect(warnings[1]).toBe('布局组件不允许放入动态表格！');
    fireEvent.click(paletteEntry('单行文本'));
    expect((present().list[0].columns as Control[]).map((c) => c.compType)).toEqual(['input']);
    expect(store.getState().history.past).toHaveLength(1);
  });

  it('the dynamic-table toolbar collapses and expands its columns', () => {
    renderDesigner(docOf(dynamicTable('fd_dt', field('fd_c1'))));
    const toggle = item('fd_dt').querySelector<HTMLElement>('.fd-dynamic-toggle') ?? fail('toggle');
    expect(toggle.textContent).toContain('收起');
    expect(item('fd_c1')).toBeTruthy();
    fireEvent.click(toggle);
    expect(item('fd_c1')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('展开');
    fireEvent.click(toggle);
    expect(item('fd_c1')).toBeTruthy();
  });

  it('a cell context menu enables only the available actions and runs them', async () => {
    const { present, store } = renderDesigner(docOf(table('table_1')));
    const firstCell = item('table_1').querySelector('[data-cell="0-0"]')!;
    fireEvent.contextMenu(firstCell);
    const menu = await screen.findByRole('menu');
    const entry = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(entry('拆分单元格').getAttribute('aria-disabled')).toBe('true');
    expect(entry('合并右侧单元格').getAttribute('aria-disabled')).not.toBe('true');
    expect(store.getState().selection).toEqual({ kind: 'cell', tableId: 'table_1', row: 0, col: 0 });
    fireEvent.click(entry('合并右侧单元格'));
    expect(tableCells(present().list[0])[0].map((c) => [c.col, c.hide])).toEqual([[2, false], [1, true], [1, false], [1, false]]);
    await waitFor(() => expect(item('table_1').querySelectorAll('td')).toHaveLength(7));
  });

  it('opens the older designer’s form unchanged and draws every control with its id', () => {
    const doc = structuredClone(example) as unknown as FormContent;
    const { present } = renderDesigner(doc);
    for (const { control } of walkControls(doc.list)) expect(item(control.id), control.id).toBeTruthy();
    expect(JSON.stringify(present())).toBe(JSON.stringify(example));
  });

  it('the toolbar offers 保存, 预览, 查看JSON, 设置, 清空, 帮助', () => {
    const { actions } = renderDesigner();
    for (const [name, action] of [['保存', 'onSave'], ['预览', 'onPreview'], ['查看JSON', 'onViewJson'], ['设置', 'onSettings'], ['清空', 'onClear'], ['帮助', 'onHelp']] as const) {
      fireEvent.click(toolbarButton(name));
      expect(actions[action]).toHaveBeenCalledTimes(1);
    }
  });

  it('selecting a control shows its property panel; keystrokes there make one undo step', async () => {
    const { present, store } = renderDesigner(docOf(field('fd_1')));
    expect(screen.getByText('请在画布中选择一个组件')).toBeTruthy();
    fireEvent.click(item('fd_1'));
    const input = await waitFor(() => {
      const found = document.getElementById('prop-label') as HTMLInputElement | null;
      if (!found) throw new Error('no label field yet');
      return found;
    });
    fireEvent.change(input, { target: { value: '户主' } });
    fireEvent.change(input, { target: { value: '户主姓名' } });
    expect(present().list[0].label).toBe('户主姓名');
    expect(store.getState().history.past).toHaveLength(1);
    press('z', { ctrlKey: true });
    expect(present().list[0].label).toBe('fd_1');
  });
});
