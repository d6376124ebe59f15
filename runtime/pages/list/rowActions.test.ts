import { describe, expect, it } from 'vitest';
import type { PageAction } from '../../../schemas/types.ts';
import { actionsColumnWidth, linkTarget, visibleActions, whenHolds, workflowUrl } from './rowActions.ts';

const lists = { auth: [{ action: 'bus:line:edit', type: '1' }], allAuth: [{ action: 'bus:line:edit', type: '1', status: '1' }, { action: 'bus:line:delete', type: '1', status: '1' }] };

describe('whenHolds', () => {
  it.each([
    [undefined, { status: '1' }, true],
    ["status == '1'", { status: '1' }, true],
    ["status == '1'", { status: '0' }, false],
    ["{{ status != '0' && stopCount > 10 }}", { status: '1', stopCount: 12 }, true],
    ['status ==', { status: '1' }, false],
  ])('%s over %j → %s', (when, row, expected) => {
    expect(whenHolds(when, row)).toBe(expected);
  });
});

describe('workflowUrl', () => {
  it('links the flowable record page for a row with a process', () => {
    expect(workflowUrl({ id: 'r1', processInstanceId: 'p1', deployId: 'd1', taskId: 't1' }, 'id')).toBe(
      '/flowable/task/record/index?procInsId=p1&deployId=d1&taskId=t1&businessKey=r1&category=01&finished=false',
    );
  });
  it('has no link for a row without one', () => {
    expect(workflowUrl({ id: 'r1' }, 'id')).toBeUndefined();
  });
});

describe('linkTarget', () => {
  it('replaces {field} with the encoded value', () => {
    expect(linkTarget('/bus/stop?line={id}&n={name}', { id: '7', name: '1 路' })).toBe('/bus/stop?line=7&n=1%20%E8%B7%AF');
  });
});

describe('visibleActions', () => {
  const actions: PageAction[] = [
    { action: 'edit', has: 'bus:line:edit' },
    { action: 'delete', has: 'bus:line:delete' },
    { action: 'detail', when: "status == '1'" },
    { action: 'workflow' },
  ];
  it('keeps the permitted actions whose when holds, and workflow only for rows with a process', () => {
    expect(visibleActions(actions, lists, { id: '1', status: '1' }).map((a) => a.action)).toEqual(['edit', 'detail']);
    expect(visibleActions(actions, lists, { id: '1', status: '0', processInstanceId: 'p' }).map((a) => a.action)).toEqual(['edit', 'workflow']);
  });
  it('checks only permissions without a row (the toolbar)', () => {
    expect(visibleActions(actions, lists).map((a) => a.action)).toEqual(['edit', 'detail', 'workflow']);
  });
});

describe('actionsColumnWidth', () => {
  it('fits the labels on one line, within 100 to 420 pixels', () => {
    expect(actionsColumnWidth(['编辑', '删除'])).toBe(2 * 28 + 17 + 34);
    expect(actionsColumnWidth([])).toBe(100);
    expect(actionsColumnWidth(['删除'])).toBe(100);
    expect(actionsColumnWidth(Array.from({ length: 12 }, () => '添加下级'))).toBe(420);
  });
});
