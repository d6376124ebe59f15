import { describe, expect, it } from 'vitest';
import { recordName, recordTitle } from './recordTitle.ts';

describe('recordTitle', () => {
  it.each([
    [{ formTitle: '用户', entityLabel: '账号', pageTitle: '用户管理' }, '用户'],
    [{ entityLabel: '数据源', pageTitle: '多数据源管理' }, '数据源'],
    [{ formTitle: ' ', entityLabel: '网关路由', pageTitle: '路由网关' }, '网关路由'],
    [{ pageTitle: '职务管理' }, '职务'],
    [{ pageTitle: '租户管理' }, '租户'],
    [{ pageTitle: '定时任务' }, '定时任务'],
    [{ pageTitle: '管理' }, '管理'],
    [{}, ''],
  ])('names the record of %o %s', (names, expected) => {
    expect(recordName(names)).toBe(expected);
  });

  it('puts the verb of each mode before the name', () => {
    const names = { pageTitle: '用户管理' };
    expect([recordTitle('add', names), recordTitle('edit', names), recordTitle('detail', names)]).toEqual(['新增用户', '编辑用户', '用户详情']);
    expect(recordTitle('detail', {})).toBe('详情');
  });
});
