import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyThemeColor } from './applyThemeColor';
import { settingsStore } from './settingsStore';

function fakeMessage() {
  const hide = vi.fn();
  const api = { loading: vi.fn(() => hide), error: vi.fn() };
  return { api, hide, message: api as unknown as Parameters<typeof applyThemeColor>[1] };
}

describe('applyThemeColor (seed 000 section 2.7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the compiling notice, applies the colour, then closes the notice', async () => {
    const { api, hide, message } = fakeMessage();
    const done = applyThemeColor('#13C2C2', message);
    expect(api.loading).toHaveBeenCalledWith('正在编译主题！', 0);
    expect(settingsStore.get().primaryColor).toBe('#13C2C2');
    expect(hide).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(true);
    expect(hide).toHaveBeenCalledOnce();
    expect(api.error).not.toHaveBeenCalled();
  });

  it('says the update failed, and keeps the colour, when the value is no colour', async () => {
    const before = settingsStore.get().primaryColor;
    const { api, hide, message } = fakeMessage();
    const done = applyThemeColor('red; background: url(x)', message);
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBe(false);
    expect(api.error).toHaveBeenCalledWith('主题切换失败！');
    expect(hide).toHaveBeenCalledOnce();
    expect(settingsStore.get().primaryColor).toBe(before);
  });
});
