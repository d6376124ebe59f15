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

/**
 * dialogList / userList / userDept: a read-only input that opens a picker of what GET `action`
 * answers (a table of rows; the department tree for userDept) and stores the choice as
 * pickerValue.ts describes, showing the chosen labels.
 */
export function DialogListControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const config = pickerConfig(control);
  const columns = useMemo(() => pickerColumns(control.colConf), [control.colConf]);
  const [open, setOpen] = useState(false);
  const locked = disabled || readOnly;
  // Rows are needed once the dialog opens, or before when the value alone cannot name its choices.
  const { rows, error } = usePickerRows(config, open || !labelledWithoutRows(config.kind, value));
  const keys = useMemo(() => ({ dval: config.dval, dlabel: config.dlabel }), [config.dval, config.dlabel]);
  const tree = useMemo(() => (config.kind === 'userDept' ? deptNodes(rows ?? [], keys) : []), [config.kind, rows, keys]);
  const choosable = config.kind === 'userDept' ? flattenDepts(tree, keys) : (rows ?? []);
  const loading = rows === undefined && config.action !== '';

  const pick = (chosenKeys: string[]) => {
    const byKey = new Map<string, Row>(choosable.map((row) => [keyOf(row, config.dval), row]));
    const chosen = chosenKeys.map((key) => byKey.get(key)).filter((row): row is Row => row !== undefined);
    setOpen(false);
    onChange(buildValue(config.kind, chosen, keys));
    onBlur();
  };

  const common = {
    config,
    loading,
    error,
    initialKeys: readChosen(config.kind, value).keys,
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
      {open && config.kind !== 'userDept' ? (
        <PickerModal {...common} columns={columns ?? []} rows={rows ?? []} onPick={(chosen) => pick(chosen.map((row) => keyOf(row, config.dval)))} />
      ) : null}
    </>
  );
}

export const dialogListControl: ControlEntry = { compType: 'dialogList', role: 'field', Render: DialogListControl };
export const userListControl: ControlEntry = { compType: 'userList', role: 'field', Render: DialogListControl };
export const userDeptControl: ControlEntry = { compType: 'userDept', role: 'field', Render: DialogListControl };
