import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuSelection } from '../router/resolveRoute';
import type { ShellRouteModel } from '../router/routeModel';
import { indexMenu, toMenuItems } from './menuItems';

interface SideMenuProps {
  model: ShellRouteModel;
  pathname: string;
  collapsed: boolean;
}

/** The dark side menu from the server menu (seed 000 section 2.4). */
export function SideMenu({ model, pathname, collapsed }: SideMenuProps) {
  const navigate = useNavigate();
  const items = useMemo(() => toMenuItems(model.menu), [model.menu]);
  const byKey = useMemo(() => indexMenu(model.menu), [model.menu]);
  const selection = useMemo(() => menuSelection(model, pathname), [model, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(selection.open);

  // Arriving at a page from elsewhere (breadcrumb, link, redirect) opens its folders too.
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
  };

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selection.selected}
      onClick={onClick}
      // A collapsed menu shows folders as pop-ups on hover, which controlled open keys would pin open.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
    />
  );
}
