import { describe, expect, it } from 'vitest';
import type { ShellMenuItem } from '../../router/routeModel';
import { quickLinks } from './quickLinks';

const item = (key: string, title: string, path: string, children: ShellMenuItem[] = [], icon?: string): ShellMenuItem =>
  ({ key, title, path, icon, externalUrl: undefined, children });

describe('quickLinks', () => {
  it('lists the leaves under their top-level folder, skipping the given path and empty folders', () => {
    const menu = [
      item('home', '首页', '/dashboard/analysis', [], 'home'),
      item('dash', '仪表盘', '/dashboard', [item('ws', '工作台', '/dashboard/workplace'), item('mon', '监控页', '/dashboard/monitor')], 'dashboard'),
      item('bus', '公交线路', '/bus', [item('line', '线路管理', '/bus/line', [])], 'car'),
      item('only', '只有工作台', '/only', [item('ws2', '工作台', '/dashboard/workplace')]),
    ];
    const groups = quickLinks(menu, '/dashboard/workplace');
    expect(groups.map((g) => [g.group, g.links.map((l) => l.title)])).toEqual([
      ['首页', ['首页']],
      ['仪表盘', ['监控页']],
      ['公交线路', ['线路管理']],
    ]);
    expect(groups[2].links[0]).toMatchObject({ path: '/bus/line', icon: 'car' });
  });
});
