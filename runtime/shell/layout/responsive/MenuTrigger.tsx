import { memo } from 'react';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { settingsStore } from '../settings/settingsStore';
import { responsiveMessages } from './messages';

/** The header's menu button: folds the side menu on desktop, opens the menu drawer on mobile. */
function MenuTriggerView({ open, mobile, dark }: { open: boolean; mobile: boolean; dark: boolean }) {
  const label = mobile ? responsiveMessages.openMenu : open ? responsiveMessages.collapseMenu : responsiveMessages.expandMenu;
  return (
    <Button
      type="text"
      aria-label={label}
      data-testid="menu-trigger"
      icon={open && !mobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={() => settingsStore.dispatch({ type: 'sidebar', open: !open })}
      style={{ fontSize: 18, color: dark ? '#fff' : undefined }}
    />
  );
}

/** Memoised: the frame re-renders on every navigation, this only when its own props or state change. */
export const MenuTrigger = memo(MenuTriggerView);
