import { Tooltip } from 'antd';
import { memo, useCallback, useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { CELL_KINDS, type GridColumnView } from './cellKinds.tsx';
import type { GridStore } from './gridStore.ts';
import { gridMessages } from './messages.ts';

export interface GridCellProps {
  store: GridStore;
  rowId: string;
  /** The row's place in the table (an editor may name its DOM id by it). */
  rowIndex: number;
  column: GridColumnView;
  /** 1-based, counting the row number, selection and sort columns (aria-colindex). */
  colIndex: number;
  width: number;
  active: boolean;
  editing: boolean;
  initialText?: string;
  disabled: boolean;
  /** Cells look like inputs (the DOM still holds one editor, on the active cell). */
  alwaysEdit: boolean;
  /** Starts editing the active cell, with the text typed or composed into it. */
  onStart: (text?: string) => void;
  onStop: () => void;
}

const TEXT: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const INPUT_LOOK: CSSProperties = { ...TEXT, border: '1px solid #d9d9d9', borderRadius: 6, padding: '4px 11px', minHeight: 32, background: '#fff' };
// Transparent, not hidden: an IME places its candidate window at the focused box, so the box sits on the cell.
const CATCHER: CSSProperties = {
  position: 'absolute', inset: 0, width: '100%', height: '100%', padding: 0, border: 0, outline: 'none',
  background: 'transparent', color: 'transparent', caretColor: 'transparent',
};

/**
 * The focused, transparent text box on the selected cell. Whatever is typed into it starts the editor
 * with that text; an IME composition (Chinese input) starts it only once composed, with the composed
 * text, so neither the first keystroke nor the pinyin is lost. Keys that move bubble to the table.
 */
function KeyCatcher({ label, onStart }: { label: string; onStart: (text: string) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  useEffect(() => box.current?.focus(), []);
  return (
    <input
      ref={box}
      className="grid-cell-catcher"
      aria-label={label}
      autoComplete="off"
      style={CATCHER}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={(e) => {
        composing.current = false;
        const text = e.data || e.currentTarget.value;
        e.currentTarget.value = '';
        if (text) onStart(text);
      }}
      onChange={(e) => {
        if (composing.current || (e.nativeEvent as InputEvent).isComposing) return;
        const text = e.target.value;
        e.target.value = '';
        if (text) onStart(text);
      }}
    />
  );
}

/** One cell, subscribed to its own value and error: an edit elsewhere does not render it. */
export const GridCell = memo(function GridCell(props: GridCellProps) {
  const { store, rowId, rowIndex, column, colIndex, width, active, editing, initialText, disabled, alwaysEdit, onStart, onStop } = props;
  const subscribe = useCallback((listener: () => void) => store.subscribeCell(rowId, column.key, listener), [store, rowId, column.key]);
  const value = useSyncExternalStore(subscribe, () => store.value(rowId, column.key));
  const error = useSyncExternalStore(subscribe, () => store.error(rowId, column.key));
  const cell = useRef<HTMLDivElement>(null);
  const kind = column.kind ?? CELL_KINDS[column.type];
  const readOnly = disabled || column.disabled === true;
  const commit = (next: unknown, done?: boolean) => {
    void store.setValue(rowId, column.key, next);
    if (done) onStop();
  };
  // An editor started by typing continues after the typed text, not before it.
  useEffect(() => {
    if (!editing || initialText === undefined) return;
    const field = cell.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [editing, initialText]);
  const text = kind.text(value, column);
  const shownText = (
    <span className={alwaysEdit && !readOnly ? 'grid-cell-text grid-cell-input-look' : 'grid-cell-text'} style={alwaysEdit && !readOnly ? INPUT_LOOK : TEXT} title={text || undefined}>
      {text}
    </span>
  );
  return (
    <div
      ref={cell}
      role="gridcell"
      aria-colindex={colIndex}
      aria-invalid={error ? true : undefined}
      aria-selected={active}
      aria-readonly={readOnly ? true : undefined}
      className={`grid-cell${active ? ' grid-cell-active' : ''}${error ? ' grid-cell-error' : ''}`}
      style={{ width, minWidth: width, position: 'relative', padding: '14px 8px', boxSizing: 'border-box', outline: active ? '2px solid #1677ff' : undefined, outlineOffset: -2 }}
    >
      {editing && !readOnly ? (
        <kind.Editor column={column} rowIndex={rowIndex} value={value} commit={commit} cancel={onStop} initialText={initialText} />
      ) : (
        <>
          {/* A tooltip only on a cell with an error: one per drawn cell costs more than the rest of the row. */}
          {error ? (
            <Tooltip title={error} open={active ? true : undefined}>
              {shownText}
            </Tooltip>
          ) : (
            shownText
          )}
          {active && <KeyCatcher label={gridMessages.cellLabel(column.title, text, error)} onStart={(typed) => !readOnly && onStart(typed)} />}
        </>
      )}
    </div>
  );
});
