import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, initialTabs, openTab, type WorkspaceTab } from './tabRules';

const HOME = '/dashboard/analysis';
const tab = (key: string, title = key): WorkspaceTab => ({ key, title });
const keys = (tabs: WorkspaceTab[]) => tabs.map((t) => t.key);
const workspace = [tab(HOME, '首页'), tab('/a'), tab('/b'), tab('/c'), tab('/d')];

describe('openTab', () => {
  it('starts with the home tab alone', () => {
    expect(initialTabs('首页')).toEqual([tab(HOME, '首页')]);
  });
  it('appends a new full path, with its query as part of the key', () => {
    const tabs = openTab(openTab(initialTabs('首页'), tab('/a'), '首页'), tab('/a?x=1'), '首页');
    expect(keys(tabs)).toEqual([HOME, '/a', '/a?x=1']);
  });
  it('updates an open path in place, and leaves the list alone when nothing changed', () => {
    const updated = openTab(workspace, tab('/b', 'B 新标题'), '首页');
    expect(keys(updated)).toEqual(keys(workspace));
    expect(updated[2].title).toBe('B 新标题');
    expect(openTab(workspace, tab('/b'), '首页')).toBe(workspace);
  });
  it('keeps home first even when the list lost it', () => {
    expect(keys(openTab([tab('/a')], tab('/b'), '首页'))).toEqual([HOME, '/a', '/b']);
  });
});

describe('closeTab', () => {
  it('closes an inactive tab and stays where it is', () => {
    expect(closeTab(workspace, '/b', '/d')).toEqual({ tabs: [workspace[0], workspace[1], workspace[3], workspace[4]] });
  });
  it('moves to the left neighbour when the active tab closes', () => {
    expect(closeTab(workspace, '/c', '/c').navigateTo).toBe('/b');
    expect(closeTab(workspace, '/a', '/a').navigateTo).toBe(HOME);
  });
  it('never closes the home tab', () => {
    expect(closeTab(workspace, HOME, HOME)).toEqual({ tabs: workspace, warning: 'home' });
  });
  it('never closes the last remaining tab', () => {
    expect(closeTab([tab(HOME)], HOME, HOME)).toEqual({ tabs: [tab(HOME)], warning: 'last' });
    expect(closeTab([tab('/a')], '/a', '/a')).toEqual({ tabs: [tab('/a')], warning: 'last' });
  });
  it('ignores a key that is not open', () => {
    expect(closeTab(workspace, '/zzz', '/a')).toEqual({ tabs: workspace });
  });
});

describe('the context menu', () => {
  const cases: { name: string; run: typeof closeLeft; key: string; active: string; kept: string[]; navigateTo?: string }[] = [
    { name: 'close left keeps home', run: closeLeft, key: '/c', active: '/c', kept: [HOME, '/c', '/d'] },
    { name: 'close left of the active tab from another tab moves there', run: closeLeft, key: '/c', active: '/a', kept: [HOME, '/c', '/d'], navigateTo: '/c' },
    { name: 'close left of home closes nothing', run: closeLeft, key: HOME, active: '/a', kept: [HOME, '/a', '/b', '/c', '/d'] },
    { name: 'close right', run: closeRight, key: '/b', active: '/b', kept: [HOME, '/a', '/b'] },
    { name: 'close right past the active tab moves to the clicked one', run: closeRight, key: '/a', active: '/d', kept: [HOME, '/a'], navigateTo: '/a' },
    { name: 'close right of home leaves home alone', run: closeRight, key: HOME, active: '/b', kept: [HOME], navigateTo: HOME },
    { name: 'close others keeps home and the clicked tab', run: closeOthers, key: '/c', active: '/c', kept: [HOME, '/c'] },
    { name: 'close others from another tab moves to the clicked one', run: closeOthers, key: '/b', active: '/d', kept: [HOME, '/b'], navigateTo: '/b' },
    { name: 'close others on home', run: closeOthers, key: HOME, active: HOME, kept: [HOME] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const outcome = c.run(workspace, c.key, c.active);
      expect(keys(outcome.tabs)).toEqual(c.kept);
      expect(outcome.navigateTo).toBe(c.navigateTo);
      expect(outcome.warning).toBeUndefined();
    });
  }
});
