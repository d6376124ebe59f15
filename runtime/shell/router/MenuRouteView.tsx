import { Navigate, useLocation } from 'react-router-dom';
import { NOT_FOUND_PATH } from './paths';
import { resolveShellRoute } from './resolveRoute';
import { RoutePage } from './RoutePage';
import { useRouteModel } from './useRouteModel';

/** Content of the layout for every path the static routes do not claim: the menu's routes. */
export function MenuRouteView() {
  const { pathname } = useLocation();
  const model = useRouteModel();
  const resolved = model === null ? null : resolveShellRoute(model, pathname);
  if (model === null || resolved === null) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (resolved.redirectTo !== undefined) return <Navigate to={resolved.redirectTo} replace />;
  // Keyed by route so moving between two pages of one component starts the second one afresh.
  return <RoutePage key={resolved.route.id} model={model} route={resolved.route} />;
}
