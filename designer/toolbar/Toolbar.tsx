import {
  ClearOutlined, CodeOutlined, EyeOutlined, QuestionCircleOutlined, RedoOutlined, SaveOutlined, SettingOutlined, UndoOutlined,
} from '@ant-design/icons';
import { Button, Divider, Space, Tooltip } from 'antd';
import { designerMessages as m } from '../messages.ts';

export interface ToolbarProps {
  onSave(): void;
  onPreview(): void;
  onViewJson(): void;
  onSettings(): void;
  onClear(): void;
  onHelp(): void;
  onUndo(): void;
  onRedo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

/** The designer's toolbar (seed 001 §2): 保存, 预览, 查看JSON, 设置, 清空, 帮助, with 撤销 / 重做. */
export function Toolbar(props: ToolbarProps) {
  const button = { type: 'text', autoInsertSpace: false } as const;
  return (
    <div className="fd-toolbar" role="toolbar" aria-label={m.toolbarLabel}>
      <Space size={4} wrap>
        <Tooltip title={m.undoShortcut}>
          <Button {...button} icon={<UndoOutlined />} disabled={!props.canUndo} onClick={props.onUndo}>
            {m.undo}
          </Button>
        </Tooltip>
        <Tooltip title={m.redoShortcut}>
          <Button {...button} icon={<RedoOutlined />} disabled={!props.canRedo} onClick={props.onRedo}>
            {m.redo}
          </Button>
        </Tooltip>
        <Divider type="vertical" />
        <Button {...button} icon={<EyeOutlined />} onClick={props.onPreview}>
          {m.preview}
        </Button>
        <Button {...button} icon={<CodeOutlined />} onClick={props.onViewJson}>
          {m.viewJson}
        </Button>
        <Button {...button} icon={<SettingOutlined />} onClick={props.onSettings}>
          {m.settings}
        </Button>
        <Button {...button} danger icon={<ClearOutlined />} onClick={props.onClear}>
          {m.clear}
        </Button>
        <Button {...button} icon={<QuestionCircleOutlined />} onClick={props.onHelp}>
          {m.help}
        </Button>
      </Space>
      <Button type="primary" autoInsertSpace={false} icon={<SaveOutlined />} onClick={props.onSave}>
        {m.save}
      </Button>
    </div>
  );
}
