import { dynamicColumns, rowColumns, tableCells, type Control } from '../../../schemas/types.ts';
import { readNumber } from '../../controls/shared/read.ts';
import { spanOf } from './nodeTypes.ts';

/*
 * How tall a control will be, roughly, before it has been laid out: what a band of a long form
 * counts as while the browser skips it off screen (BandedControlList). Once the band has been
 * shown, the browser holds its real height instead. Close is enough: it only keeps the scroll
 * bar near the truth until then.
 */

/** A one-line field item: a 32px control and the item's 24px bottom margin. */
const ITEM = 56;
/** A text line of a multi-line text box. */
const TEXT_LINE = 22;

export function estimatedHeight(control: Control, rowsOf: (tableId: string) => number = () => 1): number {
  switch (control.compType) {
    case 'textarea':
      return ITEM + (readNumber(control, 'rows', 4) - 1) * TEXT_LINE;
    case 'divider':
      return 70;
    case 'row':
      return Math.max(0, ...rowColumns(control).map((column) => listHeight(Array.isArray(column.list) ? column.list : [], rowsOf)));
    case 'table':
      // Each visible cell stacks its controls; a row is as tall as its tallest cell, plus padding.
      return 16 + tableCells(control).reduce((sum, cells) => sum + 8 + Math.max(0, ...cells.map((cell) => (cell.hide ? 0 : stacked(cell.columns, rowsOf)))), 0);
    case 'dynamicTable':
      // Header, a line per row, the add button and the table's margin.
      return dynamicColumns(control).length === 0 ? ITEM : 40 + rowsOf(control.id) * ITEM + 48 + 16;
    default:
      return ITEM;
  }
}

const stacked = (list: Control[] | undefined, rowsOf: (tableId: string) => number) =>
  Array.isArray(list) ? list.reduce((sum, c) => sum + estimatedHeight(c, rowsOf), 0) : 0;

/**
 * A list of controls wrapped into grid lines by their spans, each line as tall as its tallest.
 * `rowsOf` answers how many rows a dynamic table holds.
 */
export function listHeight(list: Control[], rowsOf: (tableId: string) => number = () => 1): number {
  let total = 0;
  let line = 0;
  let used = 24;
  for (const control of list) {
    const span = control.compType === 'row' || control.compType === 'table' ? 24 : spanOf(control);
    if (used + span > 24) {
      total += line;
      line = 0;
      used = 0;
    }
    used += span;
    line = Math.max(line, estimatedHeight(control, rowsOf));
  }
  return total + line;
}
