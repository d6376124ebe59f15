import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { dynamicColumns, type Control } from '../../../schemas/types.ts';
import { withDefaults } from '../../core/controlDefaults.ts';
import { hasPermission, isDisabledByPermission } from '../../core/permissions.ts';
import { EditableGrid } from '../../grid/EditableGrid.tsx';
import type { GridColumnView } from '../../grid/cellKinds.tsx';
import { GridStore, type GridRow } from '../../grid/gridStore.ts';
import { useFormLayout } from '../../react/form/formLayout.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import { useColumnDicts } from '../role-picker/useColumnDicts.ts';
import { readFlag, readText } from '../shared/read.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { controlColumn } from './controlCells.tsx';
import { sameRows } from '../editable-table/gridColumns.ts';
import { useGridFormValue, type HeldGrid } from '../editable-table/useGridFormValue.ts';
import { columnRules, firstRowProblem, formRowsOf, gridRowsOf, storeColumnsOf } from './dynamicRows.ts';

/** Kinds whose totals the summary row shows (show-summary): the ones that hold numbers. */
const NUMBER_KINDS = new Set(['inputNumber', 'slider', 'rate']);

interface Held extends HeldGrid {
  /** Ids the rows brought with them (kept in the value); the others the grid lent. */
  own: Set<string>;
}

/** The form's value of the grid's rows: the ids the grid lent are left out. */
const toFormRows = (rows: GridRow[], held: Held) => formRowsOf(rows, held.own);

/**
 * A dynamic table (the older designer's): rows of its column controls under one value
 * (`id → [{columnId: value}]`), drawn by the editable table's engine (runtime/grid) like every
 * editable grid: cells as text, the active one edited with the column's own form control. Its flags:
 * buttonAdd (添加 under the table), buttonDel (删除 on each row, 删除选中 with multiCheck), showIndex
 * (序号), multiCheck (row checkboxes), show-summary with sum-text and summary-text (totals of the
 * number columns), dragSort (seed 002 §2: a handle to drag each row and its menu 向上移动, 向下移动 and,
 * where rows may be added, 插入一行). A save with a bad cell is refused by the form's rule naming
 * it; the grid then brings the first bad cell into view with its message.
 */
export function DynamicTableControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const { registry } = useFormLayout();
  const permissions = useRuntime().permissions();
  // Per column: shown, locked (shown disabled) or left out. As text, so the columns and their cells
  // (whose editors must not remount) change only when the user's rights do.
  const access = dynamicColumns(control)
    .map((c) => (!hasPermission(c.has, permissions) ? 'n' : isDisabledByPermission(c.has, permissions) ? 'l' : 'y'))
    .join('');
  const columns = useMemo(() => dynamicColumns(control).filter((_, i) => access[i] !== 'n'), [control, access]);
  const summed = useMemo(
    () => new Set(readFlag(control, 'show-summary') ? columns.filter((c) => NUMBER_KINDS.has(c.compType)).map((c) => c.id) : []),
    [control, columns],
  );
  const held = useRef<Held | null>(null);
  const incoming = gridRowsOf(value);
  const incomingRows = formRowsOf(incoming.rows, incoming.own);
  if (!held.current || !sameRows(incomingRows, held.current.emitted)) {
    const rules = columnRules({ ...control, columns: columns as unknown as Control['columns'] });
    held.current = { store: new GridStore(storeColumnsOf(columns, rules, summed), incoming.rows), own: incoming.own, emitted: incomingRows };
  }
  const { store } = held.current;
  useSyncExternalStore(useCallback((listener) => store.subscribeLayout(listener), [store]), () => store.layoutVersion);

  useGridFormValue(held, store, toFormRows, onChange);

  // A choice column's dictionary (dictCode): its cells show the items' texts, through the runtime's dictionaries.
  const dicts = useColumnDicts(
    useMemo(() => columns.map((c) => ({ label: c.label ?? c.id, property: c.id, width: 0, dictCode: typeof c.dictCode === 'string' ? c.dictCode : undefined })), [columns]),
  );
  const view = useMemo(
    () =>
      columns.map((raw): GridColumnView => {
        const column = withDefaults(raw);
        const entry = registry.get(column.compType);
        const dict = typeof column.dictCode === 'string' ? dicts.get(column.dictCode) : undefined;
        if (entry?.role === 'field') return controlColumn(column, entry, isDisabledByPermission(raw.has, permissions), dict);
        return { key: column.id, title: column.label ?? column.id, type: 'input', disabled: true };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `access` says what of `permissions` the columns read
    [columns, registry, access, dicts],
  );

  const editable = !disabled && !readOnly;
  const canAdd = editable && readFlag(control, 'buttonAdd');
  const canDelete = editable && readFlag(control, 'buttonDel');
  const multiCheck = readFlag(control, 'multiCheck');
  const statistics = Object.fromEntries([...summed].map((key) => [key, ['sum' as const]]));
  const selected = store.selectedIds();
  return (
    <div id={control.id} style={{ marginBottom: 16 }}>
      <EditableGrid
        store={store}
        columns={view}
        label={control.label ?? control.id}
        toolbar={false}
        rowNumbers={readFlag(control, 'showIndex')}
        rowNumberTitle={controlMessages.index}
        rowSelection={multiCheck}
        dragSort={readFlag(control, 'dragSort')}
        canInsert={canAdd}
        statistics={statistics}
        footerText={{ sum: readText(control, 'sum-text', '合计'), unit: readText(control, 'summary-text') }}
        disabled={!editable}
        rowActions={
          canDelete
            ? {
                title: controlMessages.actions,
                width: 80,
                render: (id, index) => (
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${controlMessages.deleteRow} ${String(index + 1)}`} onClick={() => store.remove([id])} />
                ),
              }
            : undefined
        }
      />
      {canAdd || (canDelete && multiCheck) ? (
        <Space style={{ marginTop: 8, width: '100%', justifyContent: 'center' }}>
          {canAdd ? (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => store.addRows()}>
              {controlMessages.addRow}
            </Button>
          ) : null}
          {canDelete && multiCheck ? (
            <Button danger disabled={selected.length === 0} onClick={() => store.remove(selected)}>
              {controlMessages.deleteSelected}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
}

export const dynamicTableControl: ControlEntry = {
  compType: 'dynamicTable',
  role: 'field',
  Render: DynamicTableControl,
  rules: (control) => [{ validator: (value) => firstRowProblem(control, value) }],
};
