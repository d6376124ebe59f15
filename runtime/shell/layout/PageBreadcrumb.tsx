import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { breadcrumbTrail } from '../router/resolveRoute';
import type { ShellRouteModel } from '../router/routeModel';

interface PageBreadcrumbProps {
  model: ShellRouteModel;
  pathname: string;
  /** The route title (seed 000 section 2.4); none on the dashboard. */
  title: string | undefined;
  /** The narrow mobile tier drops the trail and keeps the title. */
  narrow: boolean;
}

/** The head of the page content wrapper: breadcrumb from home, then the page title. */
export function PageBreadcrumb({ model, pathname, title, narrow }: PageBreadcrumbProps) {
  // Menu pages find their trail in the menu; the layout's own pages (title from pageKey.ts) end it themselves.
  const items = breadcrumbTrail(model, pathname, title).map((crumb) => ({
    key: crumb.path ?? 'current',
    title: crumb.path === undefined ? crumb.title : <Link to={crumb.path}>{crumb.title}</Link>,
  }));
  if (narrow && title === undefined) return null;
  return (
    <div data-testid="page-head" style={{ marginBottom: 16 }}>
      {!narrow && <Breadcrumb items={items} />}
      {title !== undefined && (
        <Typography.Title level={4} style={{ margin: narrow ? 0 : '8px 0 0' }}>{title}</Typography.Title>
      )}
    </div>
  );
}
