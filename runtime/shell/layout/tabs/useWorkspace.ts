import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, useMatches, useNavigate, useOutlet } from 'react-router-dom';
import { findRoute } from '../../router/resolveRoute';
import type { ShellRouteModel } from '../../router/routeModel';
import { tabTitleFor } from '../documentTitle';
import { pageKeyFor } from './pageKey';
import { useKeepAlive } from './useKeepAlive';
import { useScrollMemory } from './useScrollMemory';
import { hasUnsavedWork } from '../../../react/leaveGuards.ts';
import { confirmLeave, type TabCommand, useWorkspaceTabs } from './useWorkspaceTabs';

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

  const { modal } = App.useApp();
  const command = (which: TabCommand, key: string) => {
    if (which !== 'refresh') {
      workspace.command(which, key);
      return;
    }
    // 刷新 shows the tab and mounts its page afresh.
    const refresh = () => {
      if (key !== activeKey) navigate(key);
      keepAlive.refresh(key);
    };
    if (hasUnsavedWork([key])) confirmLeave(modal, refresh);
    else refresh();
  };

  // Without tabs, leaving a page unmounts it (unless the menu keeps it alive): unsaved work asks first.
  // `leaving` lets the chosen navigation through when the blocker was reset meanwhile (a re-render
  // that replaced it): 离开 always leads where the person asked to go.
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    !leaving.current && !multipage && activeKey !== null && currentLocation.pathname !== nextLocation.pathname
    && !keepAliveRoute(activeKey) && hasUnsavedWork([activeKey]));
  const latestBlocker = useRef(blocker);
  latestBlocker.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const target = blocker.location;
    confirmLeave(modal, () => {
      const current = latestBlocker.current;
      if (current.state === 'blocked') {
        current.proceed();
        return;
      }
      leaving.current = true;
      navigate(`${target.pathname}${target.search}${target.hash}`);
      leaving.current = false;
    }, () => latestBlocker.current.reset?.());
  }, [blocker.state, blocker.location, modal, navigate]);

  return { activeKey, outlet, views: keepAlive.views, tabs: workspace.tabs, select: workspace.select, close: workspace.close, command };
}
