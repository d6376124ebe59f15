import { Layout } from 'antd';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SIDER_WIDTH } from '../config';
import { NOT_FOUND_PATH } from '../router/paths';
import { useRouteModel } from '../router/useRouteModel';
import { pageTitleFor } from './documentTitle';
import { GlobalFooter } from './GlobalFooter';
import { HeaderBar } from './HeaderBar';
import { PageBreadcrumb } from './PageBreadcrumb';
import { SideMenu } from './SideMenu';
import { SiderLogo } from './SiderLogo';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Side menu, header, breadcrumb, content and footer (seed 000 section 2.4). Tabs, the settings drawer
 * and the notification bell of later issues go into the header and above the content.
 */
export function BasicLayout() {
  const { pathname } = useLocation();
  const model = useRouteModel();
  const [collapsed, setCollapsed] = useState(false);
  useDocumentTitle(pageTitleFor(model, pathname));

  // Only a whitelisted page without a session gets here; it has no menu to frame it.
  if (model === null) return <Navigate to={NOT_FOUND_PATH} replace />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        theme="dark"
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        // Sticky with its own scroll, so a long menu never slides under the collapse trigger.
        style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
      >
        <SiderLogo collapsed={collapsed} />
        <SideMenu model={model} pathname={pathname} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <HeaderBar />
        <Layout.Content style={{ margin: '16px 16px 0' }}>
          <PageBreadcrumb model={model} pathname={pathname} />
          <Outlet />
        </Layout.Content>
        <GlobalFooter />
      </Layout>
    </Layout>
  );
}
