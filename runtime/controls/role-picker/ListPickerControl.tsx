import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { controlMessages } from '../messages.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { keyOf, listPickerConfig, shownLabels, storedKeys, valueOf, type Row } from './listPicker.ts';
import { ListPickerModal } from './ListPickerModal.tsx';
import { useStoredLabels } from './useStoredLabels.ts';

/**
 * rolePicker / positionPicker (seed 002 §2-3): a read-only input showing the chosen names that
 * opens the paged picker; the value is the chosen rows' `valueField` (role code or id, position
 * code or id), several joined with ','.
 */
export function ListPickerControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const config = listPickerConfig(control);
  const [open, setOpen] = useState(false);
  // Names of the rows picked here, so a fresh choice shows at once.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const keys = storedKeys(value);
  const stored = useStoredLabels(config, keys, picked);
  const labels = useMemo(() => new Map([...stored, ...picked]), [stored, picked]);
  const locked = disabled || readOnly;

  const pick = (rows: Row[]) => {
    setPicked((current) => new Map([...current, ...rows.map((row) => [keyOf(row, config.valueField), keyOf(row, config.labelField)] as const)]));
    setOpen(false);
    onChange(valueOf(rows, config));
    onBlur();
  };

  const initial: Row[] = keys.map((key) => ({ [config.valueField]: key, [config.labelField]: labels.get(key) ?? key }));
  return (
    <>
      <Input
        id={control.id}
        readOnly
        value={shownLabels(keys, labels)}
        placeholder={controlMessages.pickerPlaceholder}
        disabled={disabled}
        suffix={<SearchOutlined />}
        allowClear={!locked}
        onClick={() => !locked && setOpen(true)}
        onChange={(e) => e.target.value === '' && onChange('')}
      />
      {open ? <ListPickerModal config={config} initial={initial} onPick={pick} onCancel={() => setOpen(false)} /> : null}
    </>
  );
}

export const rolePickerControl: ControlEntry = { compType: 'rolePicker', role: 'field', Render: ListPickerControl };
