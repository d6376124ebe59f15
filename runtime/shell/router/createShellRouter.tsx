import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PageErrorPanel } from '../pages/errors/PageErrorPanel';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { LoginPage } from '../pages/login/LoginPage';
import { UserLayout } from '../pages/login/UserLayout';
import { FORBIDDEN_PATH, HOME_PATH, LOGIN_ALIAS_PATH, LOGIN_PATH, NOT_FOUND_PATH, SERVER_ERROR_PATH } from './paths';
import { RouteGuard } from './RouteGuard';
import { prefetchRoute } from './routePrefetch';

// Pages the login page does not need are chunks of their own, so its first download stays small.
const errorPage = (status: '403' | '404' | '500') =>
  import('../pages/errors/ErrorPage').then(({ ErrorPage }) => ({ Component: () => <ErrorPage status={status} /> }));

/** The pages of the signed-in frame: its own, then the menu's (everything else). */
const framePages: RouteObject[] = [
  { index: true, element: <Navigate to={HOME_PATH} replace /> },
  // Pages every signed-in user has, whatever the menu holds (seed 000 sections 2.1 and 2.6).
  { path: '/account/center', lazy: () => import('../pages/account/AccountCenterPage').then((m) => ({ Component: m.AccountCenterPage })) },
  { path: '/account/settings/:section?', lazy: () => import('../pages/account/AccountSettingsPage').then((m) => ({ Component: m.AccountSettingsPage })) },
  { path: '/isps/userAnnouncement', lazy: () => import('../pages/announcements/UserAnnouncementPage').then((m) => ({ Component: m.UserAnnouncementPage })) },
  { path: '/flowable/task/record/index', lazy: () => import('../pages/workflow/TaskRecordPage').then((m) => ({ Component: m.TaskRecordPage })) },
  { path: '/overview', lazy: () => import('../pages/overview/OverviewPage').then((m) => ({ Component: m.OverviewPage })) },
  { path: '/test', element: <Navigate to="/test/home" replace /> },
  { path: '/test/home', lazy: () => import('../pages/overview/TestHomePage').then((m) => ({ Component: m.TestHomePage })) },
  { path: '*', lazy: () => import('./MenuRouteView').then((m) => ({ Component: m.MenuRouteView })) },
];

/**
 * The static routes of seed 000 section 2.1. Menu routes are not route objects: MenuRouteView
 * matches them from the permission list, which also sends unknown paths to /404.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/user',
        element: <UserLayout />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <LoginPage /> },
          // Whitelisted (seed 000 §2.2); chunks of their own, like everything the login page does not need.
          { path: 'register', lazy: () => import('../pages/register/RegisterPage').then((m) => ({ Component: m.RegisterPage })) },
          { path: 'register-result', lazy: () => import('../pages/register/RegisterResultPage').then((m) => ({ Component: m.RegisterResultPage })) },
          { path: 'alteration', lazy: () => import('../pages/register/AlterationPage').then((m) => ({ Component: m.AlterationPage })) },
          // After sign-in, for a user of several tenants (seed 000 §2.9); the guard lets only a signed-in user in.
          { path: 'tenant', lazy: () => import('../pages/login/TenantSelectPage').then((m) => ({ Component: m.TenantSelectPage })) },
        ],
      },
      {
        path: '/oauth2-app',
        element: <UserLayout />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', lazy: () => import('../pages/login/OAuth2AppLoginPage').then((m) => ({ Component: m.OAuth2AppLoginPage })) },
        ],
      },
      // Both readings of seed 000 §2.1: /login is the login page too.
      { path: LOGIN_ALIAS_PATH, element: <Navigate to={LOGIN_PATH} replace /> },
      { path: NOT_FOUND_PATH, lazy: () => errorPage('404') },
      { path: FORBIDDEN_PATH, lazy: () => errorPage('403') },
      { path: SERVER_ERROR_PATH, lazy: () => errorPage('500') },
      {
        path: '/',
        // The signed-in frame is its own chunk: the login page does not download the layout and menus.
        lazy: () => import('../layout/BasicLayout').then((m) => ({ Component: m.BasicLayout })),
        children: [
          {
            // A page that fails (its chunk gone after a redeploy, a bug) shows its error here, inside
            // the frame: the menu, tabs and header stay (seed 000 §8's ChunkLoadError).
            errorElement: <PageErrorPanel />,
            children: framePages,
          },
        ],
      },
    ],
  },
];

/** History mode with base `/` (seed 000 section 2.1). */
export function createShellRouter() {
  const router = createBrowserRouter(shellRoutes, { basename: '/' });
  // Subscribers hear of a navigation before React renders it: the new page's data is asked for then.
  let shown = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === shown) return;
    shown = state.location.pathname;
    prefetchRoute(shown);
  });
  return router;
}
