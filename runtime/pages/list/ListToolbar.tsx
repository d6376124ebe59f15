import { DeleteOutlined, DownloadOutlined, FilterOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import type { PageAction } from '../../../schemas/types.ts';
import { listMessages as m } from './messages.ts';
import { CUSTOM_ACTIONS } from '../actions/useCustomActions.tsx';

const LOOK: Partial<Record<PageAction['action'], { label: string; icon: ReactNode; primary?: boolean }>> = {
  add: { label: m.add, icon: <PlusOutlined />, primary: true },
  batchDelete: { label: m.batchDelete, icon: <DeleteOutlined /> },
  reload: { label: m.reload, icon: <ReloadOutlined /> },
  export: { label: m.export, icon: <DownloadOutlined /> },
  import: { label: m.import, icon: <UploadOutlined /> },
  superQuery: { label: m.superQuery, icon: <FilterOutlined /> },
  link: { label: m.link, icon: null },
};

export interface ListToolbarProps {
  /** The actions the user may use (already checked against the permissions). */
  actions: readonly PageAction[];
  onAction: (action: PageAction) => void;
  /** Shown after the buttons: the advanced query's banner while one is active. */
  extra?: ReactNode;
}

/** The buttons above the table, in schema order; row-only actions are not shown here. */
export function ListToolbar({ actions, onAction, extra }: ListToolbarProps) {
  // Schema actions (call, form, subList, dialog) bring their own label.
  const buttons = actions.filter((a) => LOOK[a.action] || (CUSTOM_ACTIONS.has(a.action) && a.label));
  if (buttons.length === 0 && !extra) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {buttons.map((action, i) => {
        const look = LOOK[action.action];
        return (
          <Button key={`${action.action}-${i}`} type={look?.primary ? 'primary' : 'default'} icon={look?.icon} onClick={() => onAction(action)}>
            {action.label ?? look?.label}
          </Button>
        );
      })}
      {extra}
    </Space>
  );
}
