import { describe, expect, it } from 'vitest';
import { createLocalStore, createMemoryStorage } from '../../storage/localStore';
import { createSettingsStore } from './settingsStore';

const desktop = { device: 'desktop', narrow: false } as const;

function setup() {
  const backend = createMemoryStorage();
  const storage = createLocalStore(backend);
  return { backend, storage };
}

const raw = (backend: ReturnType<typeof createMemoryStorage>, key: string) => {
  const entry = backend.getItem(`pro__${key}`);
  return entry === null ? null : (JSON.parse(entry) as { value: unknown; expire: unknown });
};

describe('createSettingsStore', () => {
  it('starts from the defaults when nothing is stored', () => {
    const { storage } = setup();
    expect(createSettingsStore(storage, desktop).get()).toMatchObject({ navTheme: 'dark', layout: 'sidemenu', multipage: true, sidebarOpen: true });
  });

  it('stores each choice under the seed keys, without expiry, and reads them back on the next load', () => {
    const { backend, storage } = setup();
    const store = createSettingsStore(storage, desktop);
    store.dispatch({ type: 'set', patch: { navTheme: 'light', primaryColor: '#722ED1', layout: 'topmenu', contentWidth: 'Fluid' } });
    store.dispatch({ type: 'set', patch: { fixedHeader: true, autoHideHeader: true, colorWeak: true, multipage: false } });
    store.dispatch({ type: 'sidebar', open: false });
    expect(raw(backend, 'DEFAULT_THEME')).toEqual({ value: 'light', expire: null });
    expect(raw(backend, 'DEFAULT_COLOR')?.value).toBe('#722ED1');
    expect(raw(backend, 'DEFAULT_LAYOUT_MODE')?.value).toBe('topmenu');
    expect(raw(backend, 'DEFAULT_CONTENT_WIDTH_TYPE')?.value).toBe('Fluid');
    expect(raw(backend, 'DEFAULT_FIXED_HEADER')?.value).toBe(true);
    expect(raw(backend, 'DEFAULT_FIXED_HEADER_HIDDEN')?.value).toBe(true);
    expect(raw(backend, 'DEFAULT_COLOR_WEAK')?.value).toBe(true);
    expect(raw(backend, 'DEFAULT_MULTI_PAGE')?.value).toBe(false);
    expect(raw(backend, 'SIDEBAR_TYPE')?.value).toBe(false);

    const again = createSettingsStore(storage, desktop).get();
    expect(again).toMatchObject({
      navTheme: 'light', primaryColor: '#722ED1', layout: 'topmenu', contentWidth: 'Fluid', fixedHeader: true,
      autoHideHeader: true, colorWeak: true, multipage: false, sidebarOpen: false,
    });
  });

  it('ignores malformed stored values and applies the cross-rules to what it reads', () => {
    const { storage } = setup();
    storage.set('DEFAULT_COLOR', 'javascript:alert(1)');
    storage.set('DEFAULT_THEME', 'purple');
    storage.set('DEFAULT_CONTENT_WIDTH_TYPE', 'Fluid');
    storage.set('DEFAULT_FIXED_HEADER_HIDDEN', true);
    expect(createSettingsStore(storage, desktop).get()).toMatchObject({
      primaryColor: '#1890FF', navTheme: 'dark', contentWidth: 'Fixed', autoHideHeader: false,
    });
  });

  it('starts closed on mobile and does not store the drawer state there', () => {
    const { backend, storage } = setup();
    storage.set('SIDEBAR_TYPE', true);
    const store = createSettingsStore(storage, { device: 'mobile', narrow: true });
    expect(store.get().sidebarOpen).toBe(false);
    store.dispatch({ type: 'sidebar', open: true });
    store.dispatch({ type: 'sidebar', open: false });
    expect(raw(backend, 'SIDEBAR_TYPE')?.value).toBe(true);
  });

  it('notifies subscribers of changes only', () => {
    const { storage } = setup();
    const store = createSettingsStore(storage, desktop);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.dispatch({ type: 'sidebar', open: true });
    store.dispatch({ type: 'sidebar', open: false });
    stop();
    store.dispatch({ type: 'sidebar', open: true });
    expect(calls).toBe(1);
  });
});
