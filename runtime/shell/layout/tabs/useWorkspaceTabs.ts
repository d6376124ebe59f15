import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '../../messages';
import { hasUnsavedWork } from '../../../react/leaveGuards.ts';
import { tabMessages } from './messages';
import {
  closeLeft, closeOthers, closeRight, closeTab, initialTabs, openTab, type TabOutcome, type WorkspaceTab,
} from './tabRules';

export type TabCommand = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';
type CloseCommand = Exclude<TabCommand, 'refresh'>;

const home = shellMessages.homeTitle;

/**
 * The open tabs (seed 000 section 2.5): the current page joins them as the route changes, and every
 * command goes through the pure rules of tabRules.ts. Turned off, the workspace is home alone.
 */
export function useWorkspaceTabs(activeKey: string | null, activeTitle: string, enabled: boolean) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [tabs, setTabs] = useState<WorkspaceTab[]>(() => initialTabs(home));

  useEffect(() => {
    if (!enabled) setTabs(initialTabs(home));
  }, [enabled]);

  useEffect(() => {
    if (enabled && activeKey !== null) setTabs((current) => openTab(current, { key: activeKey, title: activeTitle }, home));
  }, [enabled, activeKey, activeTitle]);

  const apply = (outcome: TabOutcome) => {
    if (outcome.warning !== undefined) {
      message.warning(outcome.warning === 'home' ? tabMessages.homeCannotClose : tabMessages.lastPage);
      return;
    }
    const close = () => {
      setTabs(outcome.tabs);
      if (outcome.navigateTo !== undefined) navigate(outcome.navigateTo);
    };
    const kept = new Set(outcome.tabs.map((tab) => tab.key));
    const closing = tabs.filter((tab) => !kept.has(tab.key)).map((tab) => tab.key);
    if (hasUnsavedWork(closing)) confirmLeave(modal, close);
    else close();
  };

  const active = activeKey ?? '';
  return {
    tabs,
    select(key: string) {
      if (key !== activeKey) navigate(key);
    },
    close: (key: string) => apply(closeTab(tabs, key, active)),
    command(command: CloseCommand, key: string) {
      if (command === 'closeLeft') apply(closeLeft(tabs, key, active));
      else if (command === 'closeRight') apply(closeRight(tabs, key, active));
      else apply(closeOthers(tabs, key, active));
    },
  };
}

/** Asks before unsaved work goes (leaveGuards.ts); `leave` runs on 离开, `stay` on 留下 or closing the question. */
export function confirmLeave(modal: ReturnType<typeof App.useApp>['modal'], leave: () => void, stay?: () => void): void {
  modal.confirm({
    title: tabMessages.leaveTitle,
    content: tabMessages.leaveContent,
    okText: tabMessages.leaveOk,
    cancelText: tabMessages.leaveCancel,
    okButtonProps: { danger: true },
    onOk: leave,
    onCancel: stay,
  });
}
