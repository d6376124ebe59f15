import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuSelection } from '../router/resolveRoute';
import type { ShellRouteModel } from '../router/routeModel';
import { indexMenu, toMenuItems } from './menuItems';
import type { NavTheme } from './settings/settingsModel';

interface SideMenuProps {
  model: ShellRouteModel;
  pathname: string;
  collapsed: boolean;
  theme: NavTheme;
  /** Inline in the sider and the mobile drawer; horizontal in the header (top menu mode). */
  mode: 'inline' | 'horizontal';
  /** Called after a click navigated: the mobile drawer closes. */
  onNavigate?: () => void;
}

/** The menu from the server menu (seed 000 section 2.4), in the sider, the mobile drawer or the header. */
export function SideMenu({ model, pathname, collapsed, theme, mode, onNavigate }: SideMenuProps) {
  const navigate = useNavigate();
  const items = useMemo(() => toMenuItems(model.menu), [model.menu]);
  const byKey = useMemo(() => indexMenu(model.menu), [model.menu]);
  const selection = useMemo(() => menuSelection(model, pathname), [model, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(selection.open);

  // Arriving at a page from elsewhere (breadcrumb, link, redirect, tab) opens its folders too.
  const openForRoute = selection.open.join('\n');
  useEffect(() => {
    const wanted = openForRoute === '' ? [] : openForRoute.split('\n');
    setOpenKeys((current) => Array.from(new Set([...current, ...wanted])));
  }, [openForRoute]);

  const onClick = ({ key }: { key: string }) => {
    const item = byKey.get(key);
    if (item === undefined) return;
    if (item.externalUrl !== undefined) window.open(item.externalUrl, '_blank', 'noopener,noreferrer');
    else navigate(item.path);
    onNavigate?.();
  };

  // Collapsed or horizontal, folders are pop-ups on hover, which controlled open keys would pin open.
  const controlled = mode === 'inline' && !collapsed;
  return (
    <Menu
      theme={theme}
      mode={mode}
      items={items}
      selectedKeys={selection.selected}
      onClick={onClick}
      style={mode === 'horizontal' ? { borderBottom: 0, lineHeight: '64px', background: 'transparent' } : { borderInlineEnd: 0 }}
      {...(controlled ? { openKeys, onOpenChange: setOpenKeys } : {})}
    />
  );
}
