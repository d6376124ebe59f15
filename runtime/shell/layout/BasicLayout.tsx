import { App as AntApp, Layout } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { CSSProperties } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SIDER_WIDTH } from '../config';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { NOT_FOUND_PATH } from '../router/paths';
import type { ShellRouteModel } from '../router/routeModel';
import { useRouteModel } from '../router/useRouteModel';
import { pageTitleFor } from './documentTitle';
import { GlobalFooter } from './GlobalFooter';
import { HeaderBar } from './HeaderBar';
import { PageBreadcrumb } from './PageBreadcrumb';
import { MenuTrigger } from './responsive/MenuTrigger';
import { MobileMenuDrawer } from './responsive/MobileMenuDrawer';
import { useAutoHideHeader } from './responsive/useAutoHideHeader';
import { useViewportSync } from './responsive/useViewportSync';
import { type AppSettings, effectiveLayout } from './settings/settingsModel';
import { LazySettingsDrawer } from './settings/LazySettingsDrawer';
import { useSettings } from './settings/settingsStore';
import { SideMenu } from './SideMenu';
import { SiderLogo } from './SiderLogo';
import { KeepAliveOutlet } from './tabs/KeepAliveOutlet';
import { useWorkspace } from './tabs/useWorkspace';
import { WorkspaceTabs } from './tabs/WorkspaceTabs';
import { useDocumentTitle } from './useDocumentTitle';
import { StyleKeeper } from './styleKeeper/StyleKeeper';

// Dates in Chinese on every signed-in page (the login page shows none, so it does not load dayjs).
dayjs.locale('zh-cn');

/** Width of the content with the top menu and fixed content width (the old front end's 1200 px). */
const FIXED_CONTENT_WIDTH = 1200;

/**
 * The frame of seed 000 section 2.4: side menu (or top menu, or a drawer on mobile), header, tabs,
 * breadcrumb and page title, the kept-alive pages, footer, and the settings drawer of section 2.7.
 */
export function BasicLayout() {
  const { pathname } = useLocation();
  const model = useRouteModel();
  useViewportSync();
  useDocumentTitle(pageTitleFor(model, pathname));

  // Only a whitelisted page without a session gets here; it has no menu to frame it.
  if (model === null) return <Navigate to={NOT_FOUND_PATH} replace />;
  // antd's App (message, notification and modal instances that see the theme) lives in the signed-in
  // frame: the login page does without its code and uses the feedback module's lazy stand-ins.
  return (
    <AntApp>
      <FeedbackBridge />
      <Frame model={model} pathname={pathname} />
      <StyleKeeper />
    </AntApp>
  );
}

function headerStyle(settings: AppSettings, hidden: boolean): CSSProperties | undefined {
  if (!settings.fixedHeader) return settings.narrow ? { padding: '0 12px' } : undefined;
  return {
    position: 'sticky', top: 0, zIndex: 20, transition: 'transform .2s',
    transform: hidden ? 'translateY(-100%)' : undefined, ...(settings.narrow ? { padding: '0 12px' } : {}),
  };
}

function Frame({ model, pathname }: { model: ShellRouteModel; pathname: string }) {
  const settings = useSettings();
  const { topMenu, multipage } = effectiveLayout(settings);
  const mobile = settings.device === 'mobile';
  const theme = settings.navTheme;
  const workspace = useWorkspace(model, multipage);
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const fixedWidth = topMenu && settings.contentWidth === 'Fixed';

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!topMenu && !mobile && (
        <Layout.Sider
          width={SIDER_WIDTH}
          theme={theme}
          collapsible
          collapsed={!settings.sidebarOpen}
          trigger={null}
          data-testid="side-menu"
          // Fixed: sticky with its own scroll; otherwise it scrolls with the page.
          style={{
            boxShadow: '2px 0 6px rgba(0,21,41,.15)', zIndex: 21,
            ...(settings.fixSiderbar ? { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' } : {}),
          }}
        >
          <SiderLogo collapsed={!settings.sidebarOpen} theme={theme} />
          <SideMenu model={model} pathname={pathname} collapsed={!settings.sidebarOpen} theme={theme} mode="inline" />
        </Layout.Sider>
      )}
      {mobile && <MobileMenuDrawer open={settings.sidebarOpen} model={model} pathname={pathname} theme={theme} />}
      <Layout>
        <HeaderBar
          leading={topMenu
            ? <SiderLogo collapsed={false} theme={theme} inHeader />
            : <MenuTrigger open={settings.sidebarOpen} mobile={mobile} dark={false} />}
          center={topMenu ? <SideMenu model={model} pathname={pathname} collapsed={false} theme={theme} mode="horizontal" /> : undefined}
          dark={topMenu && theme === 'dark'}
          style={headerStyle(settings, headerHidden)}
        />
        {multipage && (
          <WorkspaceTabs
            tabs={workspace.tabs}
            activeKey={workspace.activeKey}
            onSelect={workspace.select}
            onClose={workspace.close}
            onCommand={workspace.command}
          />
        )}
        <Layout.Content style={{ margin: settings.narrow ? '8px 8px 0' : '16px 16px 0' }}>
          <div style={fixedWidth ? { maxWidth: FIXED_CONTENT_WIDTH, margin: '0 auto' } : undefined}>
            <PageBreadcrumb model={model} pathname={pathname} title={pageTitleFor(model, pathname)} narrow={settings.narrow} />
            <KeepAliveOutlet views={workspace.views} outlet={workspace.outlet} activeKey={workspace.activeKey} />
          </div>
        </Layout.Content>
        <GlobalFooter />
      </Layout>
      <LazySettingsDrawer />
    </Layout>
  );
}
