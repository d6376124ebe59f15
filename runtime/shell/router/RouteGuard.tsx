import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { logout } from '../session/logout';
import { usePermissions } from '../session/usePermissions';
import { getToken } from '../storage/authStorage';
import { decideRoute, loginRedirect, pathAfterPermissionLoad } from './guard';
import { loadShellRoutes } from './loadRoutes';
import { PageLoading } from './PageLoading';
import { reportStartupError } from './reportStartupError';

/** Root element of every route: applies the guard of seed 000 section 2.2 and scrolls to top. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const fullPath = location.pathname + location.search + location.hash;
  const outcome = decideRoute({
    path: location.pathname,
    fullPath,
    hasToken: getToken() !== null,
    permissionsLoaded: permissions !== null,
  });
  const loading = outcome.kind === 'loadPermissions';

  // Survives strict mode's second effect run, so one load means one navigation afterwards.
  const started = useRef(false);
  useEffect(() => {
    if (!loading) {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    loadShellRoutes().then(
      () => {
        const target = pathAfterPermissionLoad(location.pathname, location.search);
        if (target !== null) navigate(target, { replace: true });
      },
      async (error: unknown) => {
        reportStartupError(error);
        await logout();
        navigate(loginRedirect(fullPath), { replace: true });
      },
    );
  }, [loading, location.pathname, location.search, fullPath, navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (loading) return <PageLoading />;
  return <Outlet />;
}
