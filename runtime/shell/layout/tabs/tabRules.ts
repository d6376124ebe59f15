import { HOME_PATH } from '../../router/paths';

/**
 * The tabbed workspace of seed 000 section 2.5 as pure functions of the tab list. The component only
 * shows what they return: the new list, where to go, or which warning to give.
 */
export interface WorkspaceTab {
  /** The full path (pathname + search): one tab per full path. */
  key: string;
  title: string;
}

export type TabWarning = 'home' | 'last';

export interface TabOutcome {
  tabs: WorkspaceTab[];
  /** Set when the active tab was closed: the tab to show instead. */
  navigateTo?: string;
  /** Set when nothing was closed. */
  warning?: TabWarning;
}

export const HOME_TAB_KEY = HOME_PATH;

export function isHomeTab(key: string): boolean {
  return key === HOME_TAB_KEY;
}

/** The home tab always comes first, whatever happened before. */
function homeFirst(tabs: WorkspaceTab[], homeTitle: string): WorkspaceTab[] {
  const home = tabs.find((tab) => isHomeTab(tab.key)) ?? { key: HOME_TAB_KEY, title: homeTitle };
  return [home, ...tabs.filter((tab) => !isHomeTab(tab.key))];
}

export function initialTabs(homeTitle: string): WorkspaceTab[] {
  return [{ key: HOME_TAB_KEY, title: homeTitle }];
}

/** Opening an open path updates its tab in place; a new path gets a tab at the end. */
export function openTab(tabs: WorkspaceTab[], tab: WorkspaceTab, homeTitle: string): WorkspaceTab[] {
  const index = tabs.findIndex((candidate) => candidate.key === tab.key);
  if (index === -1) return homeFirst([...tabs, tab], homeTitle);
  if (tabs[index].title === tab.title) return tabs;
  return tabs.map((candidate, i) => (i === index ? tab : candidate));
}

function withActive(tabs: WorkspaceTab[], activeKey: string, fallback: string): TabOutcome {
  const stillOpen = tabs.some((tab) => tab.key === activeKey);
  return stillOpen ? { tabs } : { tabs, navigateTo: fallback };
}

/**
 * Closes one tab. The last remaining tab and the home tab stay, with their warnings; closing the active
 * tab moves to its left neighbour (the first tab when it was first).
 */
export function closeTab(tabs: WorkspaceTab[], key: string, activeKey: string): TabOutcome {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1) return { tabs };
  if (tabs.length === 1) return { tabs, warning: 'last' };
  if (isHomeTab(key)) return { tabs, warning: 'home' };
  const rest = tabs.filter((tab) => tab.key !== key);
  return withActive(rest, activeKey, rest[Math.max(index - 1, 0)].key);
}

/** 关闭左侧: every tab left of `key` but home. */
export function closeLeft(tabs: WorkspaceTab[], key: string, activeKey: string): TabOutcome {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1) return { tabs };
  const rest = tabs.filter((tab, i) => i >= index || isHomeTab(tab.key));
  return withActive(rest, activeKey, key);
}

/** 关闭右侧: every tab right of `key`. */
export function closeRight(tabs: WorkspaceTab[], key: string, activeKey: string): TabOutcome {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1) return { tabs };
  const rest = tabs.filter((tab, i) => i <= index || isHomeTab(tab.key));
  return withActive(rest, activeKey, key);
}

/** 关闭其它: home and `key` stay. */
export function closeOthers(tabs: WorkspaceTab[], key: string, activeKey: string): TabOutcome {
  if (!tabs.some((tab) => tab.key === key)) return { tabs };
  const rest = tabs.filter((tab) => tab.key === key || isHomeTab(tab.key));
  return withActive(rest, activeKey, key);
}
