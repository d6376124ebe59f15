import { Dropdown, type MenuProps, Tabs } from 'antd';
import { tabMessages } from './messages';
import type { WorkspaceTab } from './tabRules';
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
 * The tab bar of the workspace. Every tab shows its close button, the home tab's too: closing it
 * answers with the seed's warning instead of silently not being there.
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
      items={tabs.map((tab) => ({ key: tab.key, label: tab.title, closable: true }))}
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
