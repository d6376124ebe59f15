import { Dropdown, type MenuProps, Tabs } from 'antd';
import { tabMessages } from './messages';
import { isHomeTab, type WorkspaceTab } from './tabRules';
import type { TabCommand } from './useWorkspaceTabs';

const contextMenu: NonNullable<MenuProps['items']> = [
  { key: 'refresh', label: tabMessages.refresh },
  { key: 'closeLeft', label: tabMessages.closeLeft },
  { key: 'closeRight', label: tabMessages.closeRight },
  { key: 'closeOthers', label: tabMessages.closeOthers },
];

interface WorkspaceTabsProps {
  tabs: WorkspaceTab[];
  activeKey: string | null;
  onSelect(key: string): void;
  onClose(key: string): void;
  onCommand(command: TabCommand, key: string): void;
}

/**
 * The tab bar of the workspace. The home tab has no close button: it can never be closed (seed 000
 * §2.5), and a × that only answers with a warning reads as broken. The rules still refuse it (the
 * context menu's commands and the last-tab warning go through tabRules.ts).
 */
export function WorkspaceTabs({ tabs, activeKey, onSelect, onClose, onCommand }: WorkspaceTabsProps) {
  return (
    <Tabs
      data-testid="workspace-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey ?? undefined}
      onChange={onSelect}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose(key)}
      items={tabs.map((tab) => ({ key: tab.key, label: tab.title, closable: !isHomeTab(tab.key) }))}
      tabBarStyle={{ margin: 0, padding: '6px 16px 0', background: '#fff' }}
      renderTabBar={(props, DefaultTabBar) => (
        <DefaultTabBar {...props}>
          {(node) => (
            <Dropdown
              key={node.key}
              trigger={['contextMenu']}
              menu={{ items: contextMenu, onClick: ({ key }) => onCommand(key as TabCommand, String(node.key)) }}
            >
              {node}
            </Dropdown>
          )}
        </DefaultTabBar>
      )}
    />
  );
}
