import { describe, expect, it } from 'vitest';
import type { ShellMenuItem } from '../../router/routeModel';
import { filterMenuLeaves, menuLeaves } from './menuLeaves';

const item = (key: string, title: string, path: string, children: ShellMenuItem[] = [], externalUrl?: string): ShellMenuItem => ({
  key, title, path, icon: undefined, externalUrl, children,
});

const menu: ShellMenuItem[] = [
  item('home', '首页', '/dashboard/analysis'),
  item('sys', '系统管理', '/isystem', [
    item('user', '用户管理', '/isystem/user'),
    item('role', '角色管理', '/isystem/roleUserList'),
    item('deep', '监控', '/isystem/monitor', [item('redis', 'Redis 监控', '/isystem/monitor/redis')]),
  ]),
  item('docs', '帮助文档', '/docs', [], 'https://example.org/docs'),
];

describe('menuLeaves', () => {
  it('lists the items without children, folders left out, with their trail', () => {
    expect(menuLeaves(menu).map((l) => [l.title, l.path, l.trail.join('/')])).toEqual([
      ['首页', '/dashboard/analysis', ''],
      ['用户管理', '/isystem/user', '系统管理'],
      ['角色管理', '/isystem/roleUserList', '系统管理'],
      ['Redis 监控', '/isystem/monitor/redis', '系统管理/监控'],
      ['帮助文档', '/docs', ''],
    ]);
  });

  it('keeps the external address of a leaf', () => {
    expect(menuLeaves(menu).find((l) => l.key === 'docs')?.externalUrl).toBe('https://example.org/docs');
  });
});

describe('filterMenuLeaves', () => {
  const leaves = menuLeaves(menu);
  const titles = (query: string) => filterMenuLeaves(leaves, query).map((l) => l.title);

  it('matches a part of the title', () => {
    expect(titles('管理')).toEqual(['用户管理', '角色管理']);
    expect(titles('用户')).toEqual(['用户管理']);
  });

  it('ignores case and surrounding blanks', () => {
    expect(titles('  redis ')).toEqual(['Redis 监控']);
  });

  it('does not match folder titles', () => {
    expect(titles('系统')).toEqual([]);
  });

  it('gives every leaf for an empty query and none for a miss', () => {
    expect(titles('')).toHaveLength(5);
    expect(titles('不存在')).toEqual([]);
  });
});
