import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, InputNumber, Popover, Space, message } from 'antd';
import { useState } from 'react';
import { loadAddSettings, saveAddSettings, type AddSettings } from './addSettings.ts';
import type { GridStore } from './gridStore.ts';
import { gridMessages as text } from './messages.ts';

export interface GridToolbarProps {
  store: GridStore;
  /** Names the table's saved add settings in localStorage. */
  settingsKey: string;
  rowSelection: boolean;
  /** Rows were added; `scroll` asks the table to bring the first into view. */
  onAdded: (ids: string[], scroll: boolean) => void;
  onRemoved: () => void;
}

/** 新增 (with its settings: how many rows and where, kept per table), 删除 the selected rows, 清空选择. */
export function GridToolbar({ store, settingsKey, rowSelection, onAdded, onRemoved }: GridToolbarProps) {
  const [settings, setSettings] = useState<AddSettings>(() => loadAddSettings(settingsKey));
  const change = (patch: Partial<AddSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    saveAddSettings(settingsKey, next);
  };
  const add = () => {
    const added = store.addRows({ count: settings.count, index: settings.index });
    if ('refused' in added) void message.warning(added.refused);
    else onAdded(added.ids, settings.scroll);
  };
  const removeSelected = () => {
    const chosen = store.selectedIds();
    if (chosen.length === 0) void message.warning(text.selectFirst);
    else {
      store.remove(chosen);
      onRemoved();
    }
  };
  const panel = (
    <Form layout="vertical" size="small" style={{ width: 200 }}>
      <Form.Item label={text.addCountLabel}>
        <InputNumber aria-label={text.addCountLabel} min={1} precision={0} value={settings.count} onChange={(v) => change({ count: v ?? 1 })} />
      </Form.Item>
      <Form.Item label={text.addIndexLabel}>
        <InputNumber aria-label={text.addIndexLabel} min={0} precision={0} value={settings.index} onChange={(v) => change({ index: v ?? 0 })} />
      </Form.Item>
      <Checkbox checked={settings.scroll} onChange={(e) => change({ scroll: e.target.checked })}>{text.addScroll}</Checkbox>
    </Form>
  );
  return (
    <Space style={{ marginBottom: 8 }}>
      <Space.Compact>
        <Button type="primary" onClick={add}>{text.add}</Button>
        <Popover content={panel} trigger="click" title={text.addSettings}>
          <Button type="primary" icon={<SettingOutlined />} aria-label={text.addSettings} />
        </Popover>
      </Space.Compact>
      {rowSelection && <Button danger onClick={removeSelected}>{text.remove}</Button>}
      {rowSelection && <Button onClick={() => store.selectAll(false)}>{text.clearSelection}</Button>}
    </Space>
  );
}
