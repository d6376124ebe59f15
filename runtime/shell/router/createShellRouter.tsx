import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { BasicLayout } from '../layout/BasicLayout';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import { LoginPage } from '../pages/login/LoginPage';
import { UserLayout } from '../pages/login/UserLayout';
import { MenuRouteView } from './MenuRouteView';
import { FORBIDDEN_PATH, HOME_PATH, NOT_FOUND_PATH, SERVER_ERROR_PATH } from './paths';
import { RouteGuard } from './RouteGuard';
import { UnderConstruction } from './UnderConstruction';

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
          // Whitelisted pages of a later issue; the placeholders keep them out of /404 meanwhile.
          { path: 'register', element: <UnderConstruction component="user/Register" /> },
          { path: 'register-result', element: <UnderConstruction component="user/RegisterResult" /> },
          { path: 'alteration', element: <UnderConstruction component="user/Alteration" /> },
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
      { path: NOT_FOUND_PATH, element: <ErrorPage status="404" /> },
      { path: FORBIDDEN_PATH, element: <ErrorPage status="403" /> },
      { path: SERVER_ERROR_PATH, element: <ErrorPage status="500" /> },
      {
        path: '/',
        element: <BasicLayout />,
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          // Pages every signed-in user has, whatever the menu holds (seed 000 sections 2.1 and 2.6).
          { path: '/account/settings/:section?', lazy: () => import('../pages/account/AccountSettingsPage').then((m) => ({ Component: m.AccountSettingsPage })) },
          { path: '/isps/userAnnouncement', lazy: () => import('../pages/announcements/UserAnnouncementPage').then((m) => ({ Component: m.UserAnnouncementPage })) },
          { path: '/flowable/task/record/index', lazy: () => import('../pages/workflow/TaskRecordPage').then((m) => ({ Component: m.TaskRecordPage })) },
          { path: '*', element: <MenuRouteView /> },
        ],
      },
    ],
  },
];

/** History mode with base `/` (seed 000 section 2.1). */
export function createShellRouter() {
  return createBrowserRouter(shellRoutes, { basename: '/' });
}
