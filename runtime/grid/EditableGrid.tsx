import { Checkbox } from 'antd';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { CELL_KINDS, type GridColumnView } from './cellKinds.tsx';
import { GridDragContext } from './GridDrag.tsx';
import { GridFooter } from './GridFooter.tsx';
import { nextCell } from './gridNavigation.ts';
import { GridRowView, NUMBER_WIDTH, ROW_HEIGHT, SORT_WIDTH, type LeadColumns, type RowActions } from './GridRowView.tsx';
import type { GridStore } from './gridStore.ts';
import { GridToolbar } from './GridToolbar.tsx';
import { gridMessages as gridText } from './messages.ts';

export interface EditableGridProps {
  store: GridStore;
  columns: GridColumnView[];
  maxHeight?: number;
  rowNumbers?: boolean;
  rowSelection?: boolean;
  /** Columns with footer totals: key → the statistics shown (sum, average). */
  statistics?: Record<string, ('sum' | 'average')[]>;
  disabled?: boolean;
  /** Each row gets a handle to drag it and its sorter menu (seed 002 §2): 向上移动, 向下移动, 插入一行. */
  dragSort?: boolean;
  /**
   * On (the default): every cell looks like an input and a click edits it. Off: cells are text; a
   * click selects a cell and a click on the selected cell edits it.
   */
  alwaysEdit?: boolean;
  /** Names this table's add settings in localStorage (default: the label). */
  settingsKey?: string;
  /** The table's accessible name. */
  label: string;
  /** The 新增 / 删除 / 清空选择 toolbar (on by default; the dynamic table has buttons of its own). */
  toolbar?: boolean;
  /** The row number column's header (default #). */
  rowNumberTitle?: string;
  /** The sorter menu offers 插入一行 (on by default). */
  canInsert?: boolean;
  /** A trailing column of buttons per row. */
  rowActions?: RowActions;
  /** The footer's sum label (default 合计) and a unit after each total. */
  footerText?: { sum?: string; unit?: string };
}

interface Active {
  row: number;
  col: number;
  editing: boolean;
  initialText?: string;
}

const MOVES_WHILE_EDITING = new Set(['Tab', 'Enter']);

/**
 * The editable table (seed 002 §2-§5): rows windowed at 61 px, cells drawn as text, one editor on the
 * active cell, keyboard navigation as in a spreadsheet (gridNavigation.ts), the ARIA grid pattern with
 * the focus roving on a transparent text box in the selected cell (GridCell.tsx: typing or an IME
 * composition starts the editor), row dragging (GridDrag.tsx), a toolbar and footer totals over every
 * row. Rows, states, errors and totals live in the GridStore; this re-renders on rows coming, going,
 * moving or being selected, a cell on its own value.
 */
export function EditableGrid(props: EditableGridProps) {
  const { store, columns, maxHeight = 400, rowNumbers = true, rowSelection = true, statistics = {}, disabled = false, dragSort = false, alwaysEdit = true, label } = props;
  const { toolbar = true, rowNumberTitle = '#', canInsert = true, rowActions } = props;
  useSyncExternalStore(useCallback((listener) => store.subscribeLayout(listener), [store]), () => store.layoutVersion);
  const shown = columns.filter((c) => c.type !== 'hidden');
  const widths = shown.map((c) => Math.max(c.width ?? 0, (c.kind ?? CELL_KINDS[c.type]).width));
  const hasTotals = Object.keys(statistics).length > 0;
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active | null>(null);
  const rows = useVirtualizer({ count: store.rowCount, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 4 });
  const ids = store.ids();
  const lead: LeadColumns = { sorting: dragSort && !disabled, rowNumbers, selectionWidth: rowSelection ? (hasTotals ? 60 : 40) : 0, canInsert };
  const leadWidth = (lead.sorting ? SORT_WIDTH : 0) + (rowNumbers ? NUMBER_WIDTH : 0) + lead.selectionWidth;
  const total = widths.reduce((sum, w) => sum + w, leadWidth + (rowActions?.width ?? 0));
  const leadCount = (lead.sorting ? 1 : 0) + (rowNumbers ? 1 : 0) + (rowSelection ? 1 : 0);

  const go = useCallback((row: number, col: number) => {
    setActive({ row, col, editing: false });
    rows.scrollToIndex(row);
  }, [rows]);
  const readOnlyAt = (row: number, col: number) => disabled || store.isDisabled(ids[row] ?? '') || shown[col]?.disabled === true;
  // What the stable callbacks below read at call time (they stay stable so drawn cells do not re-render).
  const latest = useRef({ shown, readOnlyAt });
  latest.current = { shown, readOnlyAt };

  // A whole-table check that fails brings its first error into view, tooltip open.
  useEffect(() => store.onReveal(({ rowId, key }) => {
    const row = store.indexOf(rowId);
    const col = latest.current.shown.findIndex((c) => c.key === key);
    if (row >= 0 && col >= 0) {
      setActive({ row, col, editing: false });
      rows.scrollToIndex(row, { align: 'center' });
    }
  }), [store, rows]);

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.nativeEvent.isComposing || event.key === 'Process') return;
    if (active.editing) {
      // Tab and Enter end the edit where a spreadsheet does (an Enter in a list or picker is its own).
      const inField = event.target instanceof HTMLInputElement && !(event.target as HTMLElement).closest('.ant-select, .ant-picker');
      if (!MOVES_WHILE_EDITING.has(event.key) || (event.key === 'Enter' && !inField)) return;
      const to = nextCell(active, event, store.rowCount, shown.length);
      event.preventDefault();
      // Blur first: the editor commits on blur, and unmounting it would not.
      (event.target as HTMLElement).blur();
      if (to) go(to.row, to.col);
      return;
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      if (!readOnlyAt(active.row, active.col)) setActive({ ...active, editing: true });
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && !readOnlyAt(active.row, active.col)) {
      event.preventDefault();
      void store.setValue(ids[active.row] ?? '', shown[active.col]?.key ?? '', null);
      return;
    }
    const to = nextCell(active, event, store.rowCount, shown.length);
    if (to) {
      event.preventDefault();
      go(to.row, to.col);
    }
  };

  const cellClick = useCallback((row: number, col: number) => {
    setActive((current) => {
      const again = current?.row === row && current.col === col;
      if (again && current.editing) return current;
      return { row, col, editing: (alwaysEdit || again) && !latest.current.readOnlyAt(row, col) };
    });
  }, [alwaysEdit]);
  const start = useCallback((initialText?: string) => setActive((current) => (current ? { ...current, editing: true, initialText } : null)), []);
  const stop = useCallback(() => setActive((current) => (current ? { row: current.row, col: current.col, editing: false } : null)), []);
  const added = (added: string[], scroll: boolean) => {
    const at = store.indexOf(added[0] ?? '');
    if (scroll && at >= 0) rows.scrollToIndex(at);
  };

  const allSelected = store.rowCount > 0 && store.selectedIds().length === store.rowCount;
  const body = (
    <div
      ref={scroller}
      role="grid"
      aria-label={label}
      aria-rowcount={store.rowCount + 1}
      aria-colcount={leadCount + shown.length + (rowActions ? 1 : 0)}
      aria-readonly={disabled || undefined}
      // Roving focus: the table is a tab stop only until a cell is selected; then the cell's box is.
      tabIndex={active ? -1 : 0}
      onFocus={(e) => e.target === e.currentTarget && !active && store.rowCount > 0 && shown.length > 0 && go(0, 0)}
      onKeyDown={keys}
      style={{ maxHeight, overflow: 'auto', position: 'relative', border: '1px solid #f0f0f0' }}
    >
      <div role="row" aria-rowindex={1} className="grid-header" style={{ display: 'flex', width: total, position: 'sticky', top: 0, zIndex: 2, background: '#fafafa' }}>
        {lead.sorting && <div role="columnheader" aria-label={gridText.sortColumn} style={{ width: SORT_WIDTH, minWidth: SORT_WIDTH }} />}
        {rowNumbers && <div role="columnheader" style={{ width: NUMBER_WIDTH, minWidth: NUMBER_WIDTH, textAlign: 'center' }}>{rowNumberTitle}</div>}
        {rowSelection && (
          <div role="columnheader" style={{ width: lead.selectionWidth, minWidth: lead.selectionWidth, textAlign: 'center' }}>
            <Checkbox aria-label={gridText.selectAll} checked={allSelected} onChange={(e) => store.selectAll(e.target.checked)} />
          </div>
        )}
        {shown.map((c, i) => (
          <div role="columnheader" key={c.key} title={c.title} style={{ width: widths[i], minWidth: widths[i], overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '8px' }}>
            {c.required ? <span style={{ color: '#ff4d4f' }}>*</span> : null}
            {c.title}
          </div>
        ))}
        {rowActions && <div role="columnheader" style={{ width: rowActions.width, minWidth: rowActions.width, textAlign: 'center', padding: '8px' }}>{rowActions.title}</div>}
      </div>
      <div role="rowgroup" style={{ height: rows.getTotalSize(), width: total, position: 'relative' }}>
        {rows.getVirtualItems().map((item) => {
          const id = ids[item.index] as string;
          const here = active?.row === item.index;
          return (
            <GridRowView
              key={id}
              store={store}
              id={id}
              index={item.index}
              start={item.start}
              width={total}
              lead={lead}
              columns={shown}
              widths={widths}
              actions={rowActions}
              disabled={disabled || store.isDisabled(id)}
              alwaysEdit={alwaysEdit}
              activeCol={here ? active.col : -1}
              editing={here && active.editing}
              initialText={here ? active.initialText : undefined}
              onCellClick={cellClick}
              onStart={start}
              onStop={stop}
            />
          );
        })}
      </div>
    </div>
  );

  return (
    <div className="editable-grid">
      {toolbar && !disabled && <GridToolbar store={store} settingsKey={props.settingsKey ?? label} rowSelection={rowSelection} onAdded={added} onRemoved={() => setActive(null)} />}
      {lead.sorting ? <GridDragContext store={store}>{body}</GridDragContext> : body}
      {hasTotals && <GridFooter store={store} keys={shown.map((c) => c.key)} widths={widths} lead={leadWidth} statistics={statistics} text={props.footerText} />}
    </div>
  );
}
