import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, InputNumber, Switch, Typography } from 'antd';
import { useState } from 'react';
import { addColumn, DEFAULT_COLUMN_WIDTH, readColConf, removeColumn, updateColumn, type ColumnResult } from '../colConf.ts';
import { propertyMessages as M } from '../messages.ts';
import type { EditorProps } from './editorProps.ts';

/**
 * The columns of a dialog-list, user or department picker (seed 001 §5): label and property are
 * required, a property appears once, the width starts at 150. colConf keeps the form it is stored
 * in (a JSON string in old forms).
 */
export function ColConfEditor({ control, onChange }: EditorProps) {
  const columns = readColConf(control);
  const [error, setError] = useState('');
  const apply = (result: ColumnResult) => {
    if ('error' in result) {
      setError(result.error);
      return false;
    }
    setError('');
    onChange(result.patch);
    return true;
  };
  if (!columns) return <Alert type="error" showIcon message={M.colConfInvalid} />;
  return (
    <Flex vertical gap={6}>
      {columns.map((column, i) => (
        <Flex key={`${column.property}-${i}`} gap={6} align="center">
          <Typography.Text style={{ flex: 1 }} ellipsis>
            {column.label}（{column.property}）
          </Typography.Text>
          <InputNumber
            size="small"
            aria-label={`${M.colWidth} ${column.property}`}
            min={1}
            value={column.width}
            onChange={(width) => typeof width === 'number' && apply(updateColumn(control, i, { width }))}
          />
          <Switch size="small" aria-label={`${M.colShow} ${column.property}`} checked={column.show} onChange={(show) => apply(updateColumn(control, i, { show }))} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} title={M.remove} onClick={() => apply(removeColumn(control, i))} />
        </Flex>
      ))}
      <NewColumn onAdd={(entry) => apply(addColumn(control, entry))} />
      {error ? <Alert type="error" message={error} /> : null}
    </Flex>
  );
}

interface NewColumnEntry {
  label: string;
  property: string;
  width: number;
  show: boolean;
}

function NewColumn({ onAdd }: { onAdd(entry: NewColumnEntry): boolean }) {
  const blank: NewColumnEntry = { label: '', property: '', width: DEFAULT_COLUMN_WIDTH, show: true };
  const [entry, setEntry] = useState(blank);
  const set = (change: Partial<NewColumnEntry>) => setEntry({ ...entry, ...change });
  return (
    <Flex vertical gap={4}>
      <Flex gap={4}>
        <Input size="small" aria-label={M.colLabel} placeholder={M.colLabel} value={entry.label} onChange={(e) => set({ label: e.target.value })} />
        <Input size="small" aria-label={M.colProperty} placeholder={M.colProperty} value={entry.property} onChange={(e) => set({ property: e.target.value })} />
      </Flex>
      <Flex gap={6} align="center">
        <InputNumber size="small" aria-label={M.colWidth} min={1} value={entry.width} onChange={(width) => set({ width: width ?? DEFAULT_COLUMN_WIDTH })} />
        <Switch size="small" aria-label={M.colShow} checked={entry.show} onChange={(show) => set({ show })} />
        <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onAdd(entry) && setEntry(blank)}>
          {M.addColumn}
        </Button>
      </Flex>
    </Flex>
  );
}
