import { Drawer } from 'antd';
import type { ShellRouteModel } from '../../router/routeModel';
import type { NavTheme } from '../settings/settingsModel';
import { settingsStore } from '../settings/settingsStore';
import { SideMenu } from '../SideMenu';
import { SiderLogo } from '../SiderLogo';

/** Mobile width of the menu (seed 000 sections 2.4 and 9). */
export const MOBILE_DRAWER_WIDTH = 200;

const close = () => settingsStore.dispatch({ type: 'sidebar', open: false });

/** On mobile the side menu is a drawer from the left, opened by the header's menu button. */
export function MobileMenuDrawer({ open, model, pathname, theme }: { open: boolean; model: ShellRouteModel; pathname: string; theme: NavTheme }) {
  return (
    <Drawer
      open={open}
      onClose={close}
      placement="left"
      width={MOBILE_DRAWER_WIDTH}
      closable={false}
      rootClassName="mobile-menu-drawer"
      styles={{ body: { padding: 0, background: theme === 'dark' ? '#001529' : '#fff' } }}
    >
      <SiderLogo collapsed={false} theme={theme} />
      <SideMenu model={model} pathname={pathname} collapsed={false} theme={theme} mode="inline" onNavigate={close} />
    </Drawer>
  );
}
