import { describe, expect, it } from 'vitest';
import { addControl, deleteControl, moveControl } from './commands.ts';
import { createDesignerStore } from './designerStore.ts';
import { HISTORY_LIMIT } from './history.ts';
import { updateControl } from './updateControl.ts';
import { docOf, field, ids, row } from './testDocs.ts';

const root = { kind: 'root' } as const;

describe('undo and redo over every action', () => {
  it('undoes and redoes adds, moves and deletes; a new edit drops the redo steps', () => {
    const store = createDesignerStore(docOf(field('a'), field('b')));
    store.run((doc) => moveControl(doc, 'a', { container: root, index: 1 }));
    store.run((doc) => deleteControl(doc, 'b'));
    expect(ids(store.getState().history.present)).toEqual(['a']);
    store.undo();
    expect(ids(store.getState().history.present)).toEqual(['b', 'a']);
    store.undo();
    expect(ids(store.getState().history.present)).toEqual(['a', 'b']);
    store.redo();
    expect(ids(store.getState().history.present)).toEqual(['b', 'a']);
    store.run((doc, source) => addControl(doc, 'input', { container: root, index: 0 }, source));
    expect(store.getState().history.future).toHaveLength(0);
  });

  it('keeps at most 100 steps', () => {
    const store = createDesignerStore(docOf());
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) store.run((doc, source) => addControl(doc, 'input', { container: root, index: 0 }, source));
    expect(store.getState().history.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) store.undo();
    expect(store.getState().history.present.list).toHaveLength(20);
  });

  it('a refused command changes nothing and answers its message', () => {
    const store = createDesignerStore(docOf(row('row_1', []), row('row_2', [])));
    const before = store.getState();
    expect(store.run((doc) => moveControl(doc, 'row_2', { container: { kind: 'row', id: 'row_1', column: 0 }, index: 0 }))).toBe('布局组件不允许被嵌套！');
    expect(store.getState()).toBe(before);
  });

  it('keystrokes in one field amend one step; another field starts a new one', () => {
    let clock = 1000;
    const store = createDesignerStore(docOf(field('a')), { now: () => clock });
    for (const label of ['张', '张三', '张三丰']) {
      clock += 100;
      store.run((doc) => updateControl(doc, 'a', { label }), { coalesce: 'a:label' });
    }
    store.run((doc) => updateControl(doc, 'a', { placeholder: 'x' }), { coalesce: 'a:placeholder' });
    expect(store.getState().history.past).toHaveLength(2);
    store.undo();
    expect(store.getState().history.present.list[0].label).toBe('张三丰');
    store.undo();
    expect(store.getState().history.present.list[0].label).toBe('a');
  });

  it('a pause longer than a second starts a new step in the same field', () => {
    let clock = 0;
    const store = createDesignerStore(docOf(field('a')), { now: () => clock });
    store.run((doc) => updateControl(doc, 'a', { label: 'x' }), { coalesce: 'a:label' });
    clock += 5000;
    store.run((doc) => updateControl(doc, 'a', { label: 'xy' }), { coalesce: 'a:label' });
    expect(store.getState().history.past).toHaveLength(2);
  });
});

describe('selection', () => {
  it('selects what a command names, follows a rename and drops what no longer exists', () => {
    const store = createDesignerStore(docOf(field('a')));
    store.run((doc, source) => addControl(doc, 'input', { container: root, index: 1 }, source));
    const added = store.getState().history.present.list[1].id;
    expect(store.getState().selection).toEqual({ kind: 'control', id: added });
    store.run((doc) => updateControl(doc, added, { id: 'renamed' }));
    expect(store.getState().selection).toEqual({ kind: 'control', id: 'renamed' });
    store.run((doc) => deleteControl(doc, 'renamed'));
    expect(store.getState().selection).toBeNull();
    store.undo();
    expect(store.getState().selection).toBeNull();
  });

  it('notifies subscribers once per change', () => {
    const store = createDesignerStore(docOf(field('a')));
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.select({ kind: 'control', id: 'a' });
    store.select({ kind: 'control', id: 'a' } as const);
    stop();
    store.select(null);
    expect(calls).toBe(1);
  });
});

describe('ids', () => {
  it('new ids climb above every id of a loaded document', () => {
    const store = createDesignerStore(docOf(), { now: () => 5 });
    store.reset(docOf(field('fd_1700000000099')));
    expect(store.ids.next()).toBe(1700000000100);
  });
});
