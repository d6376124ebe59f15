// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../../../react/testDom';
import { confirmationError } from './passwordRules';
import { PasswordModal } from './PasswordModal';
import { updatePassword } from './updatePassword';

vi.mock('./updatePassword', () => ({ updatePassword: vi.fn() }));
const update = vi.mocked(updatePassword);

function renderModal(username: string | null = 'admin') {
  const onChanged = vi.fn();
  render(
    <App>
      <PasswordModal open username={username} onClose={() => undefined} onChanged={onChanged} />
    </App>,
  );
  return { onChanged };
}

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (placeholder: string, value: string) => fireEvent.change(field(placeholder), { target: { value } });
const fill = (old: string, next: string, confirm: string) => {
  type('请输入旧密码', old);
  type('请输入新密码', next);
  type('请确认新密码', confirm);
};
// antd spaces a two-character label: 确定 reads 确 定.
const ok = () => act(() => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));

describe('confirmationError (seed 000 §5)', () => {
  it.each([
    ['secret-1', 'secret-1', null],
    ['secret-1', 'secret-2', '两次输入的密码不一样！'],
    ['secret-1', '', null],
    ['secret-1', undefined, null],
    [undefined, 'x', '两次输入的密码不一样！'],
  ])('new %s, confirmation %s gives %s', (password, confirmation, error) => {
    expect(confirmationError(password, confirmation)).toBe(error);
  });
});

describe('PasswordModal (seed 000 §5, §7)', () => {
  beforeAll(() => {
    installDomStubs();
    // Without vitest globals Testing Library does not declare the act environment itself.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    cleanup();
    update.mockReset();
  });

  it('requires all three fields, with the seed texts', async () => {
    renderModal();
    await ok();
    await screen.findByText('请输入旧密码！');
    expect(screen.getByText('请输入新密码！')).toBeTruthy();
    expect(screen.getByText('请确认新密码！')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs from the new password', async () => {
    renderModal();
    fill('old-secret', 'new-secret-1', 'new-secret-2');
    await ok();
    await screen.findByText('两次输入的密码不一样！');
    expect(update).not.toHaveBeenCalled();
  });

  it('warns when nobody is signed in and sends nothing', async () => {
    renderModal(null);
    fill('old-secret', 'new-secret-1', 'new-secret-1');
    await ok();
    await screen.findByText('当前系统无登录用户!');
    expect(update).not.toHaveBeenCalled();
  });

  it('sends username, oldpassword, password and confirmpassword; a refusal shows the server message and keeps the values', async () => {
    update.mockResolvedValue({ success: false, message: '旧密码输入错误', code: 500, result: null, timestamp: 0 });
    const { onChanged } = renderModal();
    fill('wrong-old', 'new-secret-1', 'new-secret-1');
    await ok();
    await screen.findByText('旧密码输入错误');
    expect(update).toHaveBeenCalledWith('admin', { oldpassword: 'wrong-old', password: 'new-secret-1', confirmpassword: 'new-secret-1' });
    expect(field('请输入旧密码').value).toBe('wrong-old');
    expect(field('请确认新密码').value).toBe('new-secret-1');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('hands the server message on after a change', async () => {
    update.mockResolvedValue({ success: true, message: '密码修改成功，请重新登录', code: 200, result: null, timestamp: 0 });
    const { onChanged } = renderModal();
    fill('old-secret', 'new-secret-1', 'new-secret-1');
    await ok();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('密码修改成功，请重新登录'));
  });
});
