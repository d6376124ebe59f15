import type { Control } from '../../../schemas/types.ts';
import type { PropertySpec } from '../propertySpec.ts';
import { propertyLabels as L, propertyMessages as M } from '../messages.ts';
import { readFlagProperty } from '../propertyPath.ts';
import { choice, color, flag, number, plainChoices, section, text } from './build.ts';
import { id, label, span } from './common.ts';

/** Panels of the layout kinds: row, layout table, table cell, dynamic table. */

export const row: PropertySpec[] = [
  id,
  number('gutter', L.rowGutter, { min: 0, max: 100, precision: 0 }),
  choice('justify', L.justify, plainChoices(['start', 'end', 'center', 'space-around', 'space-between'])),
  choice('align', L.rowAlign, plainChoices(['top', 'middle', 'bottom'])),
  section(M.rowColumns),
  { type: 'rowColumns' },
];

/**
 * The layout table has one `height`, the row height (0-1500 step 5). The seed's "table height
 * 100-1500 step 10" is the picker table's height, on the dialog-list panels.
 */
export const table: PropertySpec[] = [
  { type: 'hint', text: M.tableHint },
  id,
  text('tdStyle', L.tdStyle, { placeholder: 'border: 1px solid #e8e8e8' }),
  number('width', L.tableWidth, { min: 0, max: 500, precision: 0 }),
  number('height', L.rowHeight, { min: 0, max: 1500, step: 5, precision: 0 }),
];

/** A table cell: its background and its width as a percentage (seed 001 §3, 1-100). */
export const tdItem: PropertySpec[] = [
  color('style.background', L.cellBackground),
  number('style.width', L.cellWidth, { min: 1, max: 100, precision: 0 }),
];

const summing = (c: Control) => readFlagProperty(c, 'show-summary');

export const dynamicTable: PropertySpec[] = [
  id,
  label,
  span,
  flag('buttonAdd', L.buttonAdd),
  flag('buttonDel', L.buttonDel),
  flag('showIndex', L.showIndex),
  flag('multiCheck', L.multiCheck),
  flag('dragSort', L.dragSort),
  flag('show-summary', L.showSummary),
  text('sum-text', L.sumText, { when: summing }),
  text('summary-text', L.summaryText, { when: summing }),
];
