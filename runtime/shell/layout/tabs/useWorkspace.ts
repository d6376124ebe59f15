import { useCallback } from 'react';
import { useLocation, useMatches, useNavigate, useOutlet } from 'react-router-dom';
import { findRoute } from '../../router/resolveRoute';
import type { ShellRouteModel } from '../../router/routeModel';
import { tabTitleFor } from '../documentTitle';
import { pageKeyFor } from './pageKey';
import { useKeepAlive } from './useKeepAlive';
import { useScrollMemory } from './useScrollMemory';
import { type TabCommand, useWorkspaceTabs } from './useWorkspaceTabs';

const pathnameOf = (key: string) => key.split('?')[0];

/**
 * The workspace of the layout: which page is shown, the open tabs, and the pages kept alive behind
 * them (seed 000 sections 2.4 and 2.5).
 */
export function useWorkspace(model: ShellRouteModel, multipage: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  // The layout's catch-all route (`*`, the menu pages) reports a splat parameter; its static pages do not.
  const fromMenu = useMatches().at(-1)?.params['*'] !== undefined;
  const activeKey = pageKeyFor(model, location, fromMenu);
  const title = tabTitleFor(model, location.pathname);

  const workspace = useWorkspaceTabs(activeKey, title, multipage);
  const keepAliveRoute = useCallback((key: string) => findRoute(model, pathnameOf(key))?.keepAlive === true, [model]);
  const keepAlive = useKeepAlive({ activeKey, outlet, multipage, openTabs: workspace.tabs.map((tab) => tab.key), keepAliveRoute });
  useScrollMemory(activeKey, keepAlive.views.map((view) => view.key));

  const command = (which: TabCommand, key: string) => {
    if (which !== 'refresh') {
      workspace.command(which, key);
      return;
    }
    // 刷新 shows the tab and mounts its page afresh.
    if (key !== activeKey) navigate(key);
    keepAlive.refresh(key);
  };

  return { activeKey, outlet, views: keepAlive.views, tabs: workspace.tabs, select: workspace.select, close: workspace.close, command };
}
