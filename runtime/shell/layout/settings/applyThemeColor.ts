import type { App } from 'antd';
import { settingsMessages } from './messages';
import { isHexColor } from './settingsModel';
import { settingsStore } from './settingsStore';

type MessageApi = ReturnType<typeof App.useApp>['message'];

/** Long enough to read as feedback rather than a flicker. */
const MIN_NOTICE_MS = 400;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Applies a theme colour as the old drawer did (seed 000 section 2.7): a 'compiling' notice while the
 * new colour is applied, and a failure notice when it cannot be. The colour reaches antd through the
 * ConfigProvider token in ShellApp; the notice closes once that render has been painted.
 */
export async function applyThemeColor(color: string, message: MessageApi): Promise<boolean> {
  const hide = message.loading(settingsMessages.compiling, 0);
  try {
    if (!isHexColor(color)) throw new Error(`Not a colour: ${color}`);
    settingsStore.dispatch({ type: 'set', patch: { primaryColor: color } });
    await Promise.all([nextFrame(), wait(MIN_NOTICE_MS)]);
    return true;
  } catch {
    message.error(settingsMessages.themeFailed);
    return false;
  } finally {
    hide();
  }
}
