import { Empty, Typography } from 'antd';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Control, TableCell } from '../../schemas/types.ts';
import { PropertyPanel } from '../properties/PropertyPanel.tsx';
import { useDesigner, useDocument, useSelection } from '../canvas/DesignerContext.tsx';
import { controlIds } from '../model/ids.ts';
import { selectedCell, selectedControl } from '../model/selection.ts';
import { updateCell } from '../model/tableCommands.ts';
import { updateControl } from '../model/updateControl.ts';
import type { DesignDocument } from '../model/types.ts';
import { designerMessages as m } from '../messages.ts';

/** A layout-table cell as the property panel reads it: a control of kind tdItem (its id as text). */
const cellAsControl = (cell: TableCell): Control => ({ ...cell, id: String(cell.id ?? ''), compType: 'tdItem' }) as Control;

/**
 * Every id of the current document, read when asked: one object for the panel's whole life, so an
 * edit elsewhere on the board (a new id) does not re-render the panel.
 */
function liveIds(current: () => DesignDocument): ReadonlySet<string> {
  const read = () => controlIds(current());
  return {
    has: (id) => read().has(id),
    get size() {
      return read().size;
    },
    forEach: (callback, thisArg) => read().forEach((id) => callback.call(thisArg, id, id, read())),
    entries: () => read().entries(),
    keys: () => read().keys(),
    values: () => read().values(),
    [Symbol.iterator]: () => read()[Symbol.iterator](),
  } as ReadonlySet<string>;
}

/** Keystrokes in one field make one undo step: edits of the same keys of the same thing coalesce. */
const coalesceKey = (owner: string, patch: object) => `${owner}:${Object.keys(patch).sort().join(',')}`;

const title = (
  <Typography.Title level={5} className="fd-pane-title">
    {m.formProperties}
  </Typography.Title>
);

/** The right pane: the property panel of the selected control or cell, its edits as commands. */
export function PropertyPane() {
  const { store, run } = useDesigner();
  const doc = useDocument();
  // A drop or a copy selects the new control: the canvas commits first, the panel follows in the
  // next render. Edits of the shown control are not deferred: its fields must follow each keystroke.
  const selection = useDeferredValue(useSelection());
  const ids = useMemo(() => liveIds(() => store.getState().history.present), [store]);
  const control = selectedControl(doc, selection);
  const cell = selectedCell(doc, selection);
  const cellControl = useMemo(() => (cell ? cellAsControl(cell) : undefined), [cell]);

  const onControlChange = useCallback(
    (patch: Partial<Control>) => {
      if (selection?.kind !== 'control') return;
      const id = selection.id;
      run((current) => updateControl(current, id, patch), { coalesce: coalesceKey(id, patch) });
    },
    [run, selection],
  );
  const onCellChange = useCallback(
    (patch: Partial<Control>) => {
      if (selection?.kind !== 'cell') return;
      const where = selection;
      run((current) => updateCell(current, where, patch), { coalesce: coalesceKey(`${where.tableId}:${where.row}:${where.col}`, patch) });
    },
    [run, selection],
  );

  // The same element while the control is unchanged: React skips the panel on unrelated edits.
  const panel = useMemo(() => {
    if (control) return <PropertyPanel control={control} ids={ids} onChange={onControlChange} />;
    if (cellControl) return <PropertyPanel control={cellControl} ids={ids} onChange={onCellChange} />;
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noSelection} />;
  }, [control, cellControl, ids, onControlChange, onCellChange]);
  return (
    <aside className="fd-properties" aria-label={m.formProperties}>
      {title}
      {panel}
    </aside>
  );
}
