import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { DeptPickerModal } from './DeptPickerModal.tsx';
import { deptNodes, flattenDepts } from './deptTree.ts';
import { pickerColumns, pickerConfig } from './pickerConfig.ts';
import { PickerModal } from './PickerModal.tsx';
import { buildValue, keyOf, labelledWithoutRows, readChosen, shownText, type Row } from './pickerValue.ts';
import { usePickerRows } from './usePickerRows.ts';
import { UserPickerModal } from './UserPickerModal.tsx';
import { useStoredUsers } from './useStoredUsers.ts';

/**
 * dialogList / userList / userDept: a read-only input that opens a picker of what GET `action`
 * answers (a table of rows; the department tree for userDept; for userList one page at a time,
 * searched on the server) and stores the choice as
 * pickerValue.ts describes, showing the chosen labels.
 */
export function DialogListControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const config = pickerConfig(control);
  const columns = useMemo(() => pickerColumns(control.colConf), [control.colConf]);
  const [open, setOpen] = useState(false);
  const locked = disabled || readOnly;
  // The user list is paged and searched on the server by its own dialog; the other kinds load
  // their rows once the dialog opens, or before when the value alone cannot name its choices.
  const paged = config.kind === 'userList';
  const unnamed = !labelledWithoutRows(config.kind, value);
  const { rows, error } = usePickerRows(config, !paged && (open || unnamed));
  const chosen = readChosen(config.kind, value);
  const storedUsers = useStoredUsers(config.dval, chosen.keys, paged && unnamed);
  const keys = useMemo(() => ({ dval: config.dval, dlabel: config.dlabel }), [config.dval, config.dlabel]);
  const tree = useMemo(() => (config.kind === 'userDept' ? deptNodes(rows ?? [], keys) : []), [config.kind, rows, keys]);
  const choosable = config.kind === 'userDept' ? flattenDepts(tree, keys) : paged ? storedUsers : (rows ?? []);
  const loading = rows === undefined && config.action !== '';

  const pickRows = (picked: Row[]) => {
    setOpen(false);
    onChange(buildValue(config.kind, picked, keys));
    onBlur();
  };
  const pick = (chosenKeys: string[]) => {
    const byKey = new Map<string, Row>(choosable.map((row) => [keyOf(row, config.dval), row]));
    pickRows(chosenKeys.map((key) => byKey.get(key)).filter((row): row is Row => row !== undefined));
  };
  // The users already chosen, named by the value itself or by the users it names.
  const initialUsers = (): Row[] =>
    chosen.keys.map((key, i) => {
      const known = storedUsers.find((row) => keyOf(row, config.dval) === key);
      return known ?? { [config.dval]: key, [config.dlabel]: chosen.labels?.[i] ?? key };
    });

  const common = {
    config,
    loading,
    error,
    initialKeys: chosen.keys,
    onCancel: () => setOpen(false),
  };
  return (
    <>
      <Input
        id={control.id}
        readOnly
        value={shownText(config.kind, value, choosable, keys)}
        placeholder={controlMessages.pickerPlaceholder}
        disabled={disabled}
        suffix={<SearchOutlined />}
        allowClear={!locked}
        onClick={() => !locked && setOpen(true)}
        onChange={(e) => e.target.value === '' && onChange('')}
      />
      {columns === undefined ? <InlineError message={controlMessages.pickerBadColumns} /> : null}
      {open && config.kind === 'userDept' ? <DeptPickerModal {...common} nodes={tree} onPick={pick} /> : null}
      {open && paged ? <UserPickerModal config={config} columns={columns ?? []} initial={initialUsers()} onPick={pickRows} onCancel={common.onCancel} /> : null}
      {open && config.kind === 'dialogList' ? (
        <PickerModal {...common} columns={columns ?? []} rows={rows ?? []} onPick={(chosen) => pick(chosen.map((row) => keyOf(row, config.dval)))} />
      ) : null}
    </>
  );
}

export const dialogListControl: ControlEntry = { compType: 'dialogList', role: 'field', Render: DialogListControl };
export const userListControl: ControlEntry = { compType: 'userList', role: 'field', Render: DialogListControl };
export const userDeptControl: ControlEntry = { compType: 'userDept', role: 'field', Render: DialogListControl };
