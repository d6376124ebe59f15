import type { FormConfig } from '../../schemas/types.ts';
import { designerMessages as m } from '../messages.ts';
import type { ContainerKind } from './types.ts';

/**
 * What a dynamic table accepts (api-contract §8, `dynamicTableAllowedItems` of formConf.js): the
 * simple value controls, each of which becomes one column.
 */
export const dynamicTableAllowedItems: readonly string[] = ['input', 'select', 'radio', 'checkbox', 'Switch', 'inputNumber', 'textarea', 'slider', 'rate', 'date', 'time'];

/** The kinds that hold other controls (the palette's 布局组件). */
export const layoutKinds: readonly string[] = ['row', 'table', 'dynamicTable'];

/**
 * The older designer's `tableAllowedItems = ['row', 'dynamicTable']` is used as a deny list
 * (`handlerTableAdd` refuses the kinds it names), so these are the kinds a table cell refuses.
 */
export const tableRefusedItems: readonly string[] = ['row', 'dynamicTable'];

export const isLayoutKind = (compType: string) => layoutKinds.includes(compType);

/**
 * Why a control of `compType` may not go into a container of `container` kind, or undefined when it may.
 * Seed 001 §5 and api-contract §8, read as:
 * - the form's top level takes every kind;
 * - a row column takes every kind but the layout ones: 布局组件不允许被嵌套！ (the older designer
 *   declares `rowAllowedItems` but never checks it, and its saved rows hold uploads, editors…);
 * - a table cell refuses a row or a dynamic table: 该组件不允许被放入表格内！ (tableAllowedItems),
 *   and a table in a table is nesting: 布局组件不允许被嵌套！;
 * - a dynamic table refuses layout kinds: 布局组件不允许放入动态表格！, and every other kind outside
 *   dynamicTableAllowedItems: 该组件不允许被放入动态表格内！.
 */
export function placementRefusal(compType: string, container: ContainerKind): string | undefined {
  switch (container) {
    case 'root':
      return undefined;
    case 'row':
      return isLayoutKind(compType) ? m.layoutNested : undefined;
    case 'cell':
      if (compType === 'table') return m.layoutNested;
      return tableRefusedItems.includes(compType) ? m.notAllowedInTable : undefined;
    case 'dynamic':
      if (isLayoutKind(compType)) return m.layoutInDynamicTable;
      return dynamicTableAllowedItems.includes(compType) ? undefined : m.notAllowedInDynamicTable;
  }
}

/**
 * Why a new control (from the palette, or a copy) may not be added at all: a dynamic table while
 * the form settings turn dynamic tables off (config.dynamicTableAllowed false).
 */
export function additionRefusal(compType: string, config: FormConfig): string | undefined {
  return compType === 'dynamicTable' && config.dynamicTableAllowed === false ? m.dynamicTableDisabled : undefined;
}
