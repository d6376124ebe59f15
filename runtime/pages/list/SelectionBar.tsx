import { Alert } from 'antd';
import { listMessages as m } from './messages.ts';

/** 已选择 N 项 with a link that clears the selection. */
export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message={
        <span>
          {m.selected} <a>{count}</a> {m.selectedUnit}
          <a style={{ marginLeft: 24 }} onClick={onClear}>
            {m.clearSelection}
          </a>
        </span>
      }
    />
  );
}
