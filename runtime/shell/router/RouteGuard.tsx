import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SignInProgress } from '../pages/login/SignInProgress';
import { casLogin } from '../session/login';
import { endSession } from '../session/logout';
import { inOAuth2App } from '../session/oauth2App';
import { usePermissions } from '../session/usePermissions';
import { getTenantChoice, getToken } from '../storage/authStorage';
import { decideRoute, loginRedirect, pathAfterPermissionLoad } from './guard';
import { loadShellRoutes } from './loadRoutes';
import { lowAppIdOf, setLowAppId } from '../request/lowApp';
import { PageLoading } from './PageLoading';
import { findRoute } from './resolveRoute';
import { routeModelFor } from './routeModelCache';
import { loginPathFor } from './paths';
import { reportStartupError } from './reportStartupError';
import { ScrollOwnersContext } from './scrollOwner';

/** A CAS ticket that arrived on the page being opened, validated for that page's address. */
function CasTicketSignIn({ ticket, servicePath, next, onFailure }: { ticket: string; servicePath: string; next: string; onFailure: string }) {
  const attempt = useCallback(async () => {
    await casLogin({ ticket, service: window.location.origin + servicePath });
    return next;
  }, [ticket, servicePath, next]);
  return <SignInProgress attempt={attempt} failurePath={onFailure} fullPage />;
}

/** Whether a token existed when the address with this key was opened (React's "state from the previous render" pattern). */
function useSignedInOnArrival(locationKey: string): boolean {
  const [arrival, setArrival] = useState(() => ({ key: locationKey, signedIn: getToken() !== null }));
  if (arrival.key === locationKey) return arrival.signedIn;
  const signedIn = getToken() !== null;
  setArrival({ key: locationKey, signedIn });
  return signedIn;
}

/** Root element of every route: applies the guard of seed 000 section 2.2 and scrolls to top. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const fullPath = location.pathname + location.search + location.hash;
  const appMode = inOAuth2App();
  const signedInOnArrival = useSignedInOnArrival(location.key);
  const outcome = decideRoute({
    path: location.pathname,
    search: location.search,
    fullPath,
    hasToken: getToken() !== null,
    signedInOnArrival,
    permissionsLoaded: permissions !== null,
    inOAuth2App: appMode,
    tenantChoicePending: getTenantChoice() !== null,
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
        // Not logout(): its page load would take the start-up error off the screen.
        await endSession();
        navigate(loginRedirect(fullPath, loginPathFor(appMode)), { replace: true });
      },
    );
  }, [loading, location.pathname, location.search, fullPath, navigate, appMode]);

  // Calls made while a low-code application page is shown carry its id (X-Low-App-ID).
  useEffect(() => {
    const route = permissions ? findRoute(routeModelFor(permissions.menu), location.pathname) : undefined;
    setLowAppId(lowAppIdOf(route, location.pathname, location.search));
  }, [permissions, location.pathname, location.search]);

  // Each address starts at the top, unless a layout below restores its pages' scroll itself.
  const scrollOwners = useRef(0);
  useEffect(() => {
    if (scrollOwners.current === 0) window.scrollTo(0, 0);
  }, [location.pathname]);

  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'casTicket') return <CasTicketSignIn {...outcome} />;
  if (loading) return <PageLoading />;
  return (
    <ScrollOwnersContext.Provider value={scrollOwners}>
      <Outlet />
    </ScrollOwnersContext.Provider>
  );
}
