import { HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Space, Tooltip, message } from 'antd';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { CELL_KINDS, type GridColumnView } from './cellKinds.tsx';
import type { GridStore } from './gridStore.ts';
import { gridMessages as gridText } from './messages.ts';

/** Seed 002 §9: rows 61 px high, at most 400 px of table by default, row number 60, selection 40 (60 with totals). */
const ROW_HEIGHT = 61;
const SORT_WIDTH = 40;

export interface EditableGridProps {
  store: GridStore;
  columns: GridColumnView[];
  maxHeight?: number;
  rowNumbers?: boolean;
  rowSelection?: boolean;
  /** Columns with footer totals: key → the statistics shown (sum, average). */
  statistics?: Record<string, ('sum' | 'average')[]>;
  disabled?: boolean;
  /** The drag sorter menu of each row (seed 002 §2): 向上移动, 向下移动, 插入一行. */
  dragSort?: boolean;
  /** The table's accessible name. */
  label: string;
  /** A cell to select and scroll to (the first bad cell of a refused save); a new object each time. */
  reveal?: { rowId: string; key: string };
}

interface Active {
  row: number;
  col: number;
  editing: boolean;
  initialText?: string;
}

function useStoreVersion(store: GridStore): number {
  return useSyncExternalStore(useCallback((listener) => store.subscribe(listener), [store]), () => store.version);
}

interface CellProps {
  store: GridStore;
  rowId: string;
  column: GridColumnView;
  width: number;
  active: boolean;
  editing: boolean;
  initialText?: string;
  onStop: () => void;
  disabled: boolean;
}

/** One cell, subscribed to its own value and error: an edit elsewhere does not render it. */
const Cell = memo(function Cell({ store, rowId, column, width, active, editing, initialText, onStop, disabled }: CellProps) {
  const subscribe = useCallback((listener: () => void) => store.subscribeCell(rowId, column.key, listener), [store, rowId, column.key]);
  const value = useSyncExternalStore(subscribe, () => store.value(rowId, column.key));
  const error = useSyncExternalStore(subscribe, () => store.error(rowId, column.key));
  const kind = column.kind ?? CELL_KINDS[column.type];
  const commit = (next: unknown, done?: boolean) => {
    void store.setValue(rowId, column.key, next);
    if (done) onStop();
  };
  return (
    <div
      role="gridcell"
      aria-invalid={error ? true : undefined}
      aria-selected={active}
      aria-readonly={disabled || column.disabled ? true : undefined}
      className={`grid-cell${active ? ' grid-cell-active' : ''}${error ? ' grid-cell-error' : ''}`}
      style={{ width, minWidth: width }}
    >
      {editing && !disabled && !column.disabled ? (
        <kind.Editor column={column} value={value} commit={commit} cancel={onStop} initialText={initialText} />
      ) : (
        <Tooltip title={error} open={error && active ? true : undefined}>
          <span className="grid-cell-text">{kind.text(value, column)}</span>
        </Tooltip>
      )}
    </div>
  );
});

/**
 * The editable table (seed 002 §2-§5): rows windowed at 61 px, cells drawn as text, one editor on
 * the active cell, keyboard navigation as in a spreadsheet (arrows, Tab, Enter, Escape; typing
 * starts editing with the key), ARIA grid roles, a toolbar (新增, 删除, 清空选择) and footer totals
 * over every row. Rows, states, errors and totals live in the GridStore.
 */
export function EditableGrid({ store, columns, maxHeight = 400, rowNumbers = true, rowSelection = true, statistics = {}, disabled = false, dragSort = false, label, reveal }: EditableGridProps) {
  useStoreVersion(store);
  const shown = columns.filter((c) => c.type !== 'hidden');
  const widths = shown.map((c) => Math.max(c.width ?? 0, (c.kind ?? CELL_KINDS[c.type]).width));
  const hasTotals = Object.keys(statistics).length > 0;
  const selectionWidth = hasTotals ? 60 : 40;
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Active | null>(null);
  const rows = useVirtualizer({ count: store.rowCount, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 4 });
  const ids = store.ids();

  const move = (row: number, col: number) => {
    const r = Math.min(Math.max(row, 0), store.rowCount - 1);
    const c = Math.min(Math.max(col, 0), shown.length - 1);
    if (r < 0 || c < 0) return;
    setActive({ row: r, col: c, editing: false });
    rows.scrollToIndex(r);
  };

  // Selecting the cell shows its error tooltip; focus moves to the grid so a screen reader reads it.
  useEffect(() => {
    if (!reveal) return;
    const row = store.indexOf(reveal.rowId);
    const col = shown.findIndex((c) => c.key === reveal.key);
    if (row < 0 || col < 0) return;
    setActive({ row, col, editing: false });
    rows.scrollToIndex(row);
    scroller.current?.focus();
    // Only a new request moves the selection; the store and columns at that moment are the ones meant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    if (active.editing) {
      if (event.key === 'Tab') {
        event.preventDefault();
        move(active.row, active.col + (event.shiftKey ? -1 : 1));
      }
      return;
    }
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Tab: [0, event.shiftKey ? -1 : 1] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      move(active.row + step[0], active.col + step[1]);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      setActive({ ...active, editing: true });
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A printable key starts editing with itself, as in a spreadsheet.
      event.preventDefault();
      setActive({ ...active, editing: true, initialText: event.key });
    }
  };

  const add = () => {
    const added = store.addRows();
    if ('refused' in added) void message.warning(added.refused);
  };
  const removeSelected = () => {
    const chosen = store.selectedIds();
    if (chosen.length === 0) void message.warning(gridText.selectFirst);
    else store.remove(chosen);
    setActive(null);
  };

  const stop = () => {
    setActive((current) => (current ? { row: current.row, col: current.col, editing: false } : null));
    scroller.current?.focus();
  };

  const sorting = dragSort && !disabled;
  const lead = (sorting ? SORT_WIDTH : 0) + (rowNumbers ? 60 : 0) + (rowSelection ? selectionWidth : 0);
  const total = shown.reduce((sum, _, i) => sum + (widths[i] ?? 0), lead);
  const sortMenu = (id: string) => ({
    items: [
      { key: 'up', label: gridText.moveUp },
      { key: 'down', label: gridText.moveDown },
      { key: 'insert', label: gridText.insertRow },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'up') store.moveUp(id);
      else if (key === 'down') store.moveDown(id);
      else {
        const inserted = store.insertRows(id);
        if ('refused' in inserted) void message.warning(inserted.refused);
      }
    },
  });
  const allSelected = store.rowCount > 0 && store.selectedIds().length === store.rowCount;

  return (
    <div className="editable-grid">
      {!disabled && (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" onClick={add}>{gridText.add}</Button>
          {rowSelection && <Button danger onClick={removeSelected}>{gridText.remove}</Button>}
          {rowSelection && <Button onClick={() => store.selectAll(false)}>{gridText.clearSelection}</Button>}
        </Space>
      )}
      <div
        ref={scroller}
        role="grid"
        aria-label={label}
        aria-rowcount={store.rowCount + 1}
        aria-colcount={shown.length}
        tabIndex={0}
        onKeyDown={keys}
        style={{ maxHeight, overflow: 'auto', position: 'relative', border: '1px solid #f0f0f0' }}
      >
        <div role="row" aria-rowindex={1} className="grid-header" style={{ display: 'flex', width: total, position: 'sticky', top: 0, zIndex: 2, background: '#fafafa' }}>
          {sorting && <div role="columnheader" aria-label={gridText.sortColumn} style={{ width: SORT_WIDTH, minWidth: SORT_WIDTH }} />}
          {rowNumbers && <div role="columnheader" style={{ width: 60, minWidth: 60 }}>#</div>}
          {rowSelection && (
            <div role="columnheader" style={{ width: selectionWidth, minWidth: selectionWidth }}>
              <Checkbox aria-label={gridText.selectAll} checked={allSelected} onChange={(e) => store.selectAll(e.target.checked)} />
            </div>
          )}
          {shown.map((c, i) => (
            <div role="columnheader" key={c.key} style={{ width: widths[i], minWidth: widths[i] }}>
              {c.required ? <span style={{ color: '#ff4d4f' }}>*</span> : null}
              {c.title}
            </div>
          ))}
        </div>
        <div style={{ height: rows.getTotalSize(), width: total, position: 'relative' }}>
          {rows.getVirtualItems().map((item) => {
            const id = ids[item.index] as string;
            const rowDisabled = disabled || store.isDisabled(id);
            return (
              <div
                role="row"
                aria-rowindex={item.index + 2}
                key={id}
                data-row-id={id}
                style={{ display: 'flex', position: 'absolute', top: 0, transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, width: total }}
              >
                {sorting && (
                  <div role="gridcell" style={{ width: SORT_WIDTH, minWidth: SORT_WIDTH }}>
                    <Dropdown menu={sortMenu(id)} trigger={['click']} disabled={rowDisabled}>
                      <Button type="text" size="small" icon={<HolderOutlined />} aria-label={gridText.sortRow(item.index + 1)} />
                    </Dropdown>
                  </div>
                )}
                {rowNumbers && <div role="rowheader" style={{ width: 60, minWidth: 60 }}>{item.index + 1}</div>}
                {rowSelection && (
                  <div role="gridcell" style={{ width: selectionWidth, minWidth: selectionWidth }}>
                    <Checkbox disabled={rowDisabled} aria-label={gridText.selectRow(item.index + 1)} checked={store.isSelected(id)} onChange={(e) => store.select([id], e.target.checked)} />
                  </div>
                )}
                {shown.map((c, col) => {
                  const here = active?.row === item.index && active.col === col;
                  return (
                    <div key={c.key} onClick={() => !rowDisabled && setActive({ row: item.index, col, editing: true })}>
                      <Cell store={store} rowId={id} column={c} width={widths[col] ?? 120} active={here} editing={here && (active?.editing ?? false)} initialText={here ? active?.initialText : undefined} onStop={stop} disabled={rowDisabled} />
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      {hasTotals && (
        <div className="grid-footer" style={{ display: 'flex', width: total }}>
          {(['sum', 'average'] as const).filter((kind) => Object.values(statistics).some((s) => s.includes(kind))).map((kind) => (
            <div key={kind} role="status" style={{ display: 'flex' }}>
              <span style={{ width: lead }}>{gridText.statistic[kind]}</span>
              {shown.map((c, i) => (
                <span key={c.key} style={{ width: widths[i] }}>{statistics[c.key]?.includes(kind) ? formatTotal(store.statistic(c.key, kind)) : ''}</span>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

const formatTotal = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
