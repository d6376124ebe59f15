import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { breadcrumbTrail } from '../router/resolveRoute';
import type { ShellRouteModel } from '../router/routeModel';

export function PageBreadcrumb({ model, pathname }: { model: ShellRouteModel; pathname: string }) {
  const items = breadcrumbTrail(model, pathname).map((crumb) => ({
    key: crumb.path ?? 'current',
    title: crumb.path === undefined ? crumb.title : <Link to={crumb.path}>{crumb.title}</Link>,
  }));
  return <Breadcrumb items={items} style={{ marginBottom: 16 }} />;
}
