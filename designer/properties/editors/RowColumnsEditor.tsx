import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, message, Popconfirm, Typography } from 'antd';
import { rowColumns } from '../../../schemas/types.ts';
import { propertyMessages as M } from '../messages.ts';
import { addRowColumn, removeRowColumn, setRowColumnSpan, SPAN_BOUNDS } from '../rowColumns.ts';
import type { EditorProps } from './editorProps.ts';

/** A row's columns: the span of each (1-24), add and remove. Removing a column that holds controls asks first. */
export function RowColumnsEditor({ control, onChange }: EditorProps) {
  const columns = rowColumns(control);
  const remove = (i: number) => {
    const patch = removeRowColumn(control, i);
    if (patch) onChange(patch);
    else void message.warning(M.lastColumn);
  };
  return (
    <Flex vertical gap={6}>
      {columns.map((column, i) => (
        <Flex key={i} gap={6} align="center">
          <Typography.Text style={{ width: 56 }}>{M.column(i + 1)}</Typography.Text>
          <InputNumber
            size="small"
            aria-label={M.column(i + 1)}
            {...SPAN_BOUNDS}
            value={column.span}
            onChange={(span) => {
              const patch = setRowColumnSpan(control, i, span);
              if (patch) onChange(patch);
            }}
          />
          <RemoveColumn holdsControls={column.list.length > 0} onRemove={() => remove(i)} />
        </Flex>
      ))}
      <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onChange(addRowColumn(control))}>
        {M.addRowColumn}
      </Button>
    </Flex>
  );
}

function RemoveColumn({ holdsControls, onRemove }: { holdsControls: boolean; onRemove(): void }) {
  const button = (onClick?: () => void) => <Button size="small" type="text" danger icon={<DeleteOutlined />} title={M.remove} onClick={onClick} />;
  if (!holdsControls) return button(onRemove);
  return (
    <Popconfirm title={M.removeColumnWithControls} okText={M.ok} cancelText={M.cancel} onConfirm={onRemove}>
      {button()}
    </Popconfirm>
  );
}

