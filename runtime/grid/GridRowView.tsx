import { useDroppable } from '@dnd-kit/core';
import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import type { GridColumnView } from './cellKinds.tsx';
import { GridCell } from './GridCell.tsx';
import { RowHandle } from './GridDrag.tsx';
import type { GridStore } from './gridStore.ts';
import { gridMessages as text } from './messages.ts';

/** Seed 002 §9: rows 61 px high; the row number column 60, selection 40 (60 with totals). */
export const ROW_HEIGHT = 61;
export const SORT_WIDTH = 40;
export const NUMBER_WIDTH = 60;

export interface LeadColumns {
  sorting: boolean;
  rowNumbers: boolean;
  /** The selection column's width, or 0 without one. */
  selectionWidth: number;
  /** The sorter menu offers 插入一行. */
  canInsert: boolean;
}

/** A trailing column of buttons per row (the dynamic table's 删除). */
export interface RowActions {
  title: string;
  width: number;
  render: (id: string, index: number) => ReactNode;
}

export interface GridRowViewProps {
  store: GridStore;
  id: string;
  index: number;
  /** The row's offset in the scroller (the windowing places it). */
  start: number;
  width: number;
  lead: LeadColumns;
  columns: readonly GridColumnView[];
  widths: readonly number[];
  actions?: RowActions;
  disabled: boolean;
  alwaysEdit: boolean;
  /** The active cell's column in this row, or -1. */
  activeCol: number;
  editing: boolean;
  initialText?: string;
  onCellClick: (row: number, col: number) => void;
  onStart: (text?: string) => void;
  onStop: () => void;
}

/** One drawn row: its handle, number, selection box and cells; a drop target for a dragged row. */
export function GridRowView(props: GridRowViewProps) {
  const { store, id, index, start, width, lead, columns, widths, actions, disabled, alwaysEdit, activeCol, editing, initialText, onCellClick, onStart, onStop } = props;
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  const leadCount = (lead.sorting ? 1 : 0) + (lead.rowNumbers ? 1 : 0) + (lead.selectionWidth ? 1 : 0);
  const selected = store.isSelected(id);
  return (
    <div
      ref={setNodeRef}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={lead.selectionWidth ? selected : undefined}
      aria-disabled={disabled || undefined}
      data-row-id={id}
      style={{
        display: 'flex', position: 'absolute', top: 0, transform: `translateY(${start}px)`, height: ROW_HEIGHT, width,
        borderBottom: '1px solid #f0f0f0', boxShadow: isOver ? 'inset 0 2px 0 #1677ff' : undefined, background: disabled ? '#fafafa' : undefined,
      }}
    >
      {lead.sorting && (
        <div role="gridcell" aria-colindex={1} style={{ width: SORT_WIDTH, minWidth: SORT_WIDTH, alignSelf: 'center' }}>
          <RowHandle store={store} id={id} index={index} disabled={disabled} canInsert={lead.canInsert} />
        </div>
      )}
      {lead.rowNumbers && (
        <div role="rowheader" aria-colindex={lead.sorting ? 2 : 1} style={{ width: NUMBER_WIDTH, minWidth: NUMBER_WIDTH, alignSelf: 'center', textAlign: 'center' }}>
          {index + 1}
        </div>
      )}
      {lead.selectionWidth > 0 && (
        <div role="gridcell" aria-colindex={leadCount} style={{ width: lead.selectionWidth, minWidth: lead.selectionWidth, alignSelf: 'center', textAlign: 'center' }}>
          <Checkbox disabled={disabled} aria-label={text.selectRow(index + 1)} checked={selected} onChange={(e) => store.select([id], e.target.checked)} />
        </div>
      )}
      {columns.map((column, col) => (
        <div key={column.key} onClick={() => onCellClick(index, col)}>
          <GridCell
            store={store}
            rowId={id}
            rowIndex={index}
            column={column}
            colIndex={leadCount + col + 1}
            width={widths[col] ?? 120}
            active={activeCol === col}
            editing={activeCol === col && editing}
            initialText={activeCol === col ? initialText : undefined}
            disabled={disabled}
            alwaysEdit={alwaysEdit}
            onStart={onStart}
            onStop={onStop}
          />
        </div>
      ))}
      {actions && (
        <div role="gridcell" aria-colindex={leadCount + columns.length + 1} style={{ width: actions.width, minWidth: actions.width, alignSelf: 'center', textAlign: 'center' }}>
          {actions.render(id, index)}
        </div>
      )}
    </div>
  );
}
