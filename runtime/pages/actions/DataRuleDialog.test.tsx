// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider, type ActionRequest } from '../../react/RuntimeContext.tsx';
import { installDomStubs } from '../../react/testDom.ts';
import { createTestServices } from '../../react/testServices.ts';
import { DataRuleDialog } from './DataRuleDialog.tsx';

const menus = [
  { permissionId: 'm1', name: '线路管理', held: true, checked: ['r2'], rules: [
    { id: 'r1', ruleName: '只看本人', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1' },
    { id: 'r2', ruleName: '本部门', ruleColumn: 'sysOrgCode', ruleConditions: '=', ruleValue: '#{sys_org_code}', status: '1' },
  ] },
  { permissionId: 'm2', name: '站点管理', held: false, checked: [], rules: [
    { id: 'r3', ruleName: '停用的规则', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: 'x', status: '0' },
  ] },
];

function open(send: (request: ActionRequest) => Promise<{ message: string; result: unknown }>) {
  const getJson = vi.fn(async () => menus);
  const services = createTestServices({ getJson, send });
  render(
    <App>
      <RuntimeProvider services={services}>
        <DataRuleDialog action={{ action: 'dialog', label: '数据权限', dialog: 'dataRules' } as never}
          args={{ menusUrl: '/sys/role/datarule/menus', saveUrl: '/sys/role/datarule', roleId: 'role1' }}
          onDone={() => undefined} onClose={() => undefined} />
      </RuntimeProvider>
    </App>,
  );
  return getJson;
}

const box = (name: string) => screen.getByText(name).closest('label')!.querySelector<HTMLInputElement>('input[type=checkbox]')!;
const saveOf = (menu: string) => document.querySelector(`[data-menu="${menu}"] .ant-card-extra button`) as HTMLButtonElement;

beforeAll(installDomStubs);
afterEach(cleanup);

describe('数据权限 of a role', () => {
  it('shows the granted rules checked, and saves the menu\'s boxes as they are after a click', async () => {
    const send = vi.fn(async () => ({ message: '保存成功！', result: null }));
    const getJson = open(send);
    await screen.findByText('只看本人');
    expect(getJson).toHaveBeenCalledWith('/sys/role/datarule/menus', { roleId: 'role1' }, expect.anything());
    expect(box('只看本人').checked).toBe(false);
    expect(box('本部门').checked).toBe(true);
    fireEvent.click(box('只看本人'));
    await waitFor(() => expect(box('只看本人').checked).toBe(true));
    fireEvent.click(box('本部门'));
    await waitFor(() => expect(box('本部门').checked).toBe(false));
    fireEvent.click(saveOf('m1'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ method: 'post', url: '/sys/role/datarule', body: { permissionId: 'm1', roleId: 'role1', dataRuleIds: 'r1' } });
    expect(await screen.findByText('保存成功！')).toBeTruthy();
  });

  it('keeps a menu the role does not hold read-only, and marks an inactive rule', async () => {
    open(vi.fn());
    await screen.findByText('停用的规则');
    expect(box('停用的规则').disabled).toBe(true);
    expect(saveOf('m2').disabled).toBe(true);
    expect(document.querySelector('[data-menu="m2"]')?.textContent).toContain('该角色还没有此菜单的权限');
    expect(document.querySelector('[data-menu="m2"]')?.textContent).toContain('无效');
    expect(saveOf('m1').disabled).toBe(false);
  });
});
