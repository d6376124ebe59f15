import { describe, expect, it } from 'vitest';
import { controlKinds } from '../../schemas/controls/catalogue.ts';
import { additionRefusal, dynamicTableAllowedItems, placementRefusal } from './placement.ts';
import type { ContainerKind } from './types.ts';

const LAYOUT_NESTED = '布局组件不允许被嵌套！';
const LAYOUT_IN_DYNAMIC = '布局组件不允许放入动态表格！';
const NOT_IN_DYNAMIC = '该组件不允许被放入动态表格内！';
const NOT_IN_TABLE = '该组件不允许被放入表格内！';

describe('seed 001 §5 designer placement: one row per rule', () => {
  const rows: [string, ContainerKind, string | undefined][] = [
    ['row', 'row', LAYOUT_NESTED],
    ['table', 'row', LAYOUT_NESTED],
    ['dynamicTable', 'row', LAYOUT_NESTED],
    ['upload', 'row', undefined],
    ['input', 'row', undefined],
    ['table', 'cell', LAYOUT_NESTED],
    ['row', 'cell', NOT_IN_TABLE],
    ['dynamicTable', 'cell', NOT_IN_TABLE],
    ['date', 'cell', undefined],
    ['text', 'cell', undefined],
    ['row', 'dynamic', LAYOUT_IN_DYNAMIC],
    ['table', 'dynamic', LAYOUT_IN_DYNAMIC],
    ['dynamicTable', 'dynamic', LAYOUT_IN_DYNAMIC],
    ['upload', 'dynamic', NOT_IN_DYNAMIC],
    ['editor', 'dynamic', NOT_IN_DYNAMIC],
    ['button', 'dynamic', NOT_IN_DYNAMIC],
    ['input', 'dynamic', undefined],
    ['row', 'root', undefined],
    ['table', 'root', undefined],
    ['dynamicTable', 'root', undefined],
  ];
  it.each(rows)('%s into %s → %s', (compType, container, message) => {
    expect(placementRefusal(compType, container)).toBe(message);
  });

  it('a dynamic table takes exactly input, select, radio, checkbox, Switch, inputNumber, textarea, slider, rate, date, time', () => {
    const accepted = controlKinds.map((k) => k.compType).filter((t) => placementRefusal(t, 'dynamic') === undefined);
    expect(accepted.sort()).toEqual([...dynamicTableAllowedItems].sort());
    expect(accepted).toHaveLength(11);
  });

  it('refuses a new dynamic table while the form settings turn dynamic tables off', () => {
    expect(additionRefusal('dynamicTable', { dynamicTableAllowed: false })).toBe('表单设置不允许使用动态表格！');
    expect(additionRefusal('dynamicTable', { dynamicTableAllowed: true })).toBeUndefined();
    expect(additionRefusal('dynamicTable', {})).toBeUndefined();
    expect(additionRefusal('input', { dynamicTableAllowed: false })).toBeUndefined();
  });
});
