// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../../../react/testDom';
import { LoginError } from '../../session/loginResult';

const fetchCaptchaImage = vi.fn<(key: string) => Promise<string>>();
const login = vi.fn<(params: { checkKey: string }) => Promise<void>>();
vi.mock('./loginApi', () => ({ fetchCaptchaImage: (key: string) => fetchCaptchaImage(key) }));
vi.mock('../../session/login', () => ({ login: (params: { checkKey: string }) => login(params) }));

const { PasswordLoginForm } = await import('./PasswordLoginForm');

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ })));

describe('PasswordLoginForm with a captcha (seed 000 §1)', () => {
  beforeAll(() => {
    installDomStubs();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    cleanup();
    fetchCaptchaImage.mockReset();
    login.mockReset();
    // A refused try leaves the tab's mark that asks for the slider (loginFriction.ts).
    sessionStorage.clear();
  });

  // The server spends the captcha on every try, so the next try needs a new picture, whatever the refusal.
  it.each([
    ['a wrong password', new LoginError('用户名或密码错误', 500)],
    ['a wrong captcha', new LoginError('验证码错误', 412)],
    ['a lock-out', new LoginError('登录失败次数过多，请1分钟后再试', 429)],
  ])('fetches a new captcha under a new key and clears the answer after %s', async (_case, refusal) => {
    fetchCaptchaImage.mockResolvedValue('data:image/svg+xml;base64,PHN2Zy8+');
    login.mockRejectedValue(refusal);
    render(
      <App>
        <MemoryRouter>
          <PasswordLoginForm captchaEnabled onSignedIn={() => undefined} />
        </MemoryRouter>
      </App>,
    );
    await waitFor(() => expect(fetchCaptchaImage).toHaveBeenCalledTimes(1));
    const firstKey = fetchCaptchaImage.mock.calls[0][0];
    type('用户名', 'admin');
    type('密码', 'Wrong-password-2026');
    type('验证码', 'ABCD');
    await submit();
    await screen.findByText(refusal.message);
    expect(login.mock.calls[0][0].checkKey).toBe(firstKey);
    await waitFor(() => expect(fetchCaptchaImage).toHaveBeenCalledTimes(2));
    expect(fetchCaptchaImage.mock.calls[1][0]).not.toBe(firstKey);
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('');
  });
});

describe('PasswordLoginForm: the slider after a refused sign-in (seed 002 §4)', () => {
  const TRACK = 300;
  beforeAll(() => {
    installDomStubs();
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => TRACK });
    if (typeof window.PointerEvent === 'undefined') window.PointerEvent = MouseEvent as unknown as typeof PointerEvent;
  });
  afterEach(() => {
    cleanup();
    login.mockReset();
    sessionStorage.clear();
  });

  const show = () =>
    render(
      <App>
        <MemoryRouter>
          <PasswordLoginForm captchaEnabled={false} onSignedIn={() => undefined} />
        </MemoryRouter>
      </App>,
    );

  it('is not there at first; after a wrong password 登录 waits for it, and passing it lets the try go', async () => {
    login.mockRejectedValueOnce(new LoginError('用户名或密码错误', 500));
    show();
    expect(screen.queryByTestId('slider-verify')).toBeNull();
    type('用户名', 'admin');
    type('密码', 'Wrong-password-2026');
    await submit();
    await screen.findByTestId('slider-verify');
    expect(login).toHaveBeenCalledTimes(1);

    await submit();
    await screen.findByText('请先完成滑块验证');
    expect(login).toHaveBeenCalledTimes(1);

    login.mockResolvedValueOnce(undefined);
    const handle = screen.getByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 0 });
    fireEvent.pointerMove(handle, { clientX: TRACK });
    expect(screen.getByTestId('slider-verify').textContent).toContain('验证通过');
    await submit();
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
  });

  it('is asked for at once on a new form in a tab that was refused before, not after a wrong captcha', async () => {
    login.mockRejectedValueOnce(new LoginError('验证码错误', 412));
    const first = show();
    type('用户名', 'admin');
    type('密码', 'Wrong-password-2026');
    await submit();
    await screen.findByText('验证码错误');
    expect(screen.queryByTestId('slider-verify')).toBeNull();
    first.unmount();

    sessionStorage.setItem('LOGIN_FAILED_BEFORE', '1');
    show();
    expect(screen.getByTestId('slider-verify').dataset.phase).toBe('idle');
  });
});
