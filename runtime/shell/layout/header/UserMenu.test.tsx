// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { installDomStubs } from '../../../react/testDom';
import { UserMenu } from './UserMenu';

beforeAll(installDomStubs);
afterEach(cleanup);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu() {
  render(
    <App>
      <MemoryRouter initialEntries={['/dashboard/analysis']}>
        <UserMenu />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
  fireEvent.click(screen.getByRole('button'));
}

const entries = () => [...document.querySelectorAll('.ant-dropdown-menu-item')].map((e) => e.textContent?.trim());

describe('the user menu (seed 000 §2.6)', () => {
  it('offers 个人中心 first, and it opens /account/center (seed 000 §2.9: the page had no way in)', async () => {
    renderMenu();
    await waitFor(() => expect(entries()).toEqual(['个人中心', '账户设置', '系统设置', '密码修改', '清理缓存', '部门切换', '退出登录']));
    fireEvent.click(screen.getByText('个人中心'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/center'));
  });

  it('still opens 账户设置 at its base section', async () => {
    renderMenu();
    fireEvent.click(await screen.findByText('账户设置'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/settings/base'));
  });
});
