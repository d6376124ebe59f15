import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { listOf } from '../shared/useOptions.ts';
import { chosenKeys, labelOf, PICK_SEPARATOR, pickerColumns, pickerConfig, type Row } from './pickerConfig.ts';
import { PickerModal } from './PickerModal.tsx';

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * dialogList / userList / userDept: a read-only input that opens a picker of the rows GET
 * `action` answers. The value holds the chosen rows' `dval`, the input shows their `dlabel`,
 * several joined with ';'.
 */
export function DialogListControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const services = useRuntime();
  const config = pickerConfig(control);
  const columns = useMemo(() => pickerColumns(control.colConf), [control.colConf]);
  const [rows, setRows] = useState<Row[] | undefined>();
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState(false);
  const locked = disabled || readOnly;

  const load = useCallback(
    (signal: AbortSignal) => {
      setError(undefined);
      services.getJson(config.action, undefined, signal).then(
        (result) => {
          if (!signal.aborted) setRows(listOf(result).filter(isRow));
        },
        (e: unknown) => {
          if (signal.aborted) return;
          setRows([]);
          setError(`${controlMessages.pickerLoadFailed}：${e instanceof Error ? e.message : String(e)}`);
        },
      );
    },
    [services, config.action],
  );

  // Rows are needed to show labels of a stored value, or once the dialog opens; not before.
  const needRows = (open || chosenKeys(value).length > 0) && rows === undefined && config.action !== '';
  useEffect(() => {
    if (!needRows) return;
    const abort = new AbortController();
    load(abort.signal);
    return () => abort.abort();
  }, [needRows, load]);

  const pick = (keys: string[]) => {
    setOpen(false);
    onChange(keys.join(PICK_SEPARATOR));
    onBlur();
  };

  return (
    <>
      <Input
        id={control.id}
        readOnly
        value={labelOf(value, rows ?? [], config)}
        placeholder={controlMessages.pickerPlaceholder}
        disabled={disabled}
        suffix={<SearchOutlined />}
        allowClear={!locked}
        onClick={() => !locked && setOpen(true)}
        onChange={(e) => e.target.value === '' && onChange('')}
      />
      {columns === undefined ? <InlineError message={controlMessages.pickerBadColumns} /> : null}
      {open ? (
        <PickerModal
          config={config}
          columns={columns ?? []}
          rows={rows ?? []}
          loading={rows === undefined && config.action !== ''}
          error={error}
          initialKeys={chosenKeys(value)}
          onPick={pick}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

export const dialogListControl: ControlEntry = { compType: 'dialogList', role: 'field', Render: DialogListControl };
export const userListControl: ControlEntry = { compType: 'userList', role: 'field', Render: DialogListControl };
export const userDeptControl: ControlEntry = { compType: 'userDept', role: 'field', Render: DialogListControl };
