import { useMemo, useRef } from 'react';
import { gridColumns } from '../../../schemas/types.ts';
import { EditableGrid } from '../../grid/EditableGrid.tsx';
import { GridStore } from '../../grid/gridStore.ts';
import { useColumnDicts } from '../role-picker/useColumnDicts.ts';
import { readFlag, readNumber } from '../shared/read.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { useGridFormValue, type HeldGrid } from './useGridFormValue.ts';
import { copyRows, firstRowProblem, rowsOf, sameRows, storeColumns, viewColumns } from './gridColumns.ts';


/**
 * The editable table as a form control (seed 002 §2-§5): its value is the rows (a record's detail
 * rows, each with its id; new rows carry a temporary one, which the server replaces). The rows live
 * in a GridStore (runtime/grid) while the form holds plain copies; a value from outside (a record
 * loaded, a reset) replaces the store. The form's rule refuses a save with a bad cell; the refused
 * save then marks every bad cell and selects the first, scrolled into view with its message.
 */
export function EditableTableControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const columns = gridColumns(control);
  const dicts = useColumnDicts(useMemo(() => columns.map((c) => ({ label: c.title, property: c.key, width: 0, dictCode: c.dictCode })), [columns]));
  const held = useRef<HeldGrid | null>(null);
  const incoming = rowsOf(value);
  if (!held.current || !sameRows(incoming, held.current.emitted)) {
    held.current = { store: new GridStore(storeColumns(columns), incoming), emitted: incoming };
  }
  const { store } = held.current;

  useGridFormValue(held, store, copyRows, onChange);

  const view = useMemo(() => viewColumns(columns, dicts), [columns, dicts]);
  const statistics = Object.fromEntries(columns.flatMap((c) => (c.statistics?.length ? [[c.key, c.statistics]] : [])));
  return (
    <div id={control.id}>
      <EditableGrid
        store={store}
        columns={view}
        label={control.label ?? control.id}
        maxHeight={readNumber(control, 'maxHeight', 400)}
        rowNumbers={readFlag(control, 'rowNumbers', true)}
        rowSelection={readFlag(control, 'rowSelection', true)}
        dragSort={readFlag(control, 'dragSort')}
        statistics={statistics}
        disabled={disabled || readOnly}
      />
    </div>
  );
}

export const editableTableControl: ControlEntry = {
  compType: 'editableTable',
  role: 'field',
  Render: EditableTableControl,
  rules: (control) => [{ validator: (value) => firstRowProblem(gridColumns(control), value) }],
};
