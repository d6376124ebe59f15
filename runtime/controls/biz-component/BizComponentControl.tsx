import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import type { Row } from '../../../schemas/adapter.ts';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { bizConfig, keyOf, storedKeys, storedRowsQuery, valueOf, BIZ_SEPARATOR } from './bizComponent.ts';
import { BizComponentModal } from './BizComponentModal.tsx';
import { useBizAdapter, useBizRows } from './useBizRows.ts';

/**
 * bizComponent (seed 002 §2, §7, §9): a read-only input showing the chosen rows' labels that opens
 * the business component modal over a declared entity's list. The value is the chosen keys, each
 * followed by ',' (`id1,id2,`).
 */
export function BizComponentControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const config = bizConfig(control);
  const [open, setOpen] = useState(false);
  // Rows picked here name themselves; a stored value is named by one page of the list.
  const [picked, setPicked] = useState<Row[]>([]);
  const keys = storedKeys(value);
  const adapter = useBizAdapter(config.dataSource);
  const unnamed = keys.filter((key) => !picked.some((row) => keyOf(row, config.valueField) === key));
  const stored = useBizRows(adapter, unnamed.length > 0 ? storedRowsQuery(config, unnamed) : undefined);
  const known = useMemo(() => [...picked, ...stored.rows], [picked, stored.rows]);
  const rowOf = (key: string): Row => known.find((row) => keyOf(row, config.valueField) === key) ?? { [config.valueField]: key, [config.labelField]: key };
  const locked = disabled || readOnly;

  const pick = (rows: Row[]) => {
    setPicked(rows);
    setOpen(false);
    onChange(valueOf(rows.map((row) => keyOf(row, config.valueField)).filter(Boolean)));
    onBlur();
  };
  const shown = keys.map((key) => keyOf(rowOf(key), config.labelField) || key).join(BIZ_SEPARATOR);

  return (
    <>
      <Input
        id={control.id}
        readOnly
        value={shown}
        placeholder={controlMessages.pickerPlaceholder}
        disabled={disabled}
        suffix={<SearchOutlined />}
        allowClear={!locked}
        onClick={() => !locked && setOpen(true)}
        onChange={(e) => e.target.value === '' && onChange('')}
      />
      {open ? <BizComponentModal config={config} initial={keys.map(rowOf)} onPick={pick} onCancel={() => setOpen(false)} /> : null}
    </>
  );
}

export const bizComponentControl: ControlEntry = { compType: 'bizComponent', role: 'field', Render: BizComponentControl };
