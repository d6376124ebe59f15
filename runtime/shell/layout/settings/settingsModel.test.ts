import { describe, expect, it } from 'vitest';
import { type AppSettings, DEFAULT_THEME_SETTINGS, effectiveLayout, settingsReducer, THEME_COLORS } from './settingsModel';

const desktop: AppSettings = { ...DEFAULT_THEME_SETTINGS, sidebarOpen: true, device: 'desktop', narrow: false };

describe('DEFAULT_THEME_SETTINGS', () => {
  it('are the seed 000 section 3 defaults, with the side menu of section 2.4', () => {
    expect(DEFAULT_THEME_SETTINGS).toEqual({
      navTheme: 'dark', primaryColor: '#1890FF', layout: 'sidemenu', contentWidth: 'Fixed', fixedHeader: false,
      autoHideHeader: false, fixSiderbar: false, colorWeak: false, multipage: true,
    });
  });
  it('offer the eight colour presets', () => {
    expect(THEME_COLORS.map((preset) => preset.color)).toEqual(
      ['#F5222D', '#FA541C', '#FAAD14', '#13C2C2', '#52C41A', '#1890FF', '#2F54EB', '#722ED1'],
    );
  });
});

describe('settingsReducer: the drawer cross-rules', () => {
  const set = (state: AppSettings, patch: Parameters<typeof settingsReducer>[1] & { type: 'set' }) => settingsReducer(state, patch);

  it('allows fluid width only with the top menu, and falls back to fixed when leaving it', () => {
    expect(set(desktop, { type: 'set', patch: { contentWidth: 'Fluid' } }).contentWidth).toBe('Fixed');
    const top = set(desktop, { type: 'set', patch: { layout: 'topmenu', contentWidth: 'Fluid' } });
    expect(top.contentWidth).toBe('Fluid');
    expect(set(top, { type: 'set', patch: { layout: 'sidemenu' } }).contentWidth).toBe('Fixed');
  });

  it('hides the header on scroll only with a fixed header', () => {
    expect(set(desktop, { type: 'set', patch: { autoHideHeader: true } }).autoHideHeader).toBe(false);
    const fixed = set(desktop, { type: 'set', patch: { fixedHeader: true, autoHideHeader: true } });
    expect(fixed.autoHideHeader).toBe(true);
    expect(set(fixed, { type: 'set', patch: { fixedHeader: false } }).autoHideHeader).toBe(false);
  });

  it('never fixes the sidebar with the top menu', () => {
    const fixedSide = set(desktop, { type: 'set', patch: { fixSiderbar: true } });
    expect(fixedSide.fixSiderbar).toBe(true);
    expect(set(fixedSide, { type: 'set', patch: { layout: 'topmenu' } }).fixSiderbar).toBe(false);
    const top = set(desktop, { type: 'set', patch: { layout: 'topmenu' } });
    expect(set(top, { type: 'set', patch: { fixSiderbar: true } }).fixSiderbar).toBe(false);
  });

  it('keeps the colour when a new one is not a colour', () => {
    expect(set(desktop, { type: 'set', patch: { primaryColor: '#722ED1' } }).primaryColor).toBe('#722ED1');
    expect(set(desktop, { type: 'set', patch: { primaryColor: 'url(x)' } }).primaryColor).toBe('#1890FF');
  });
});

describe('settingsReducer: viewport and sidebar', () => {
  it('closes the sidebar when the screen becomes mobile and opens it back on desktop', () => {
    const mobile = settingsReducer(desktop, { type: 'viewport', device: 'mobile', narrow: false });
    expect(mobile).toMatchObject({ device: 'mobile', sidebarOpen: false });
    const opened = settingsReducer(mobile, { type: 'sidebar', open: true });
    // Moving into the narrow tier is not a device change: the open drawer stays open.
    expect(settingsReducer(opened, { type: 'viewport', device: 'mobile', narrow: true })).toMatchObject({ narrow: true, sidebarOpen: true });
    const collapsed = settingsReducer(desktop, { type: 'sidebar', open: false });
    expect(settingsReducer(settingsReducer(collapsed, { type: 'viewport', device: 'mobile', narrow: false }), { type: 'viewport', device: 'desktop', narrow: false }).sidebarOpen).toBe(true);
  });

  it('returns the same state when nothing changes', () => {
    expect(settingsReducer(desktop, { type: 'viewport', device: 'desktop', narrow: false })).toBe(desktop);
    expect(settingsReducer(desktop, { type: 'sidebar', open: true })).toBe(desktop);
  });

  it('turns the top menu and multi-tab off on mobile', () => {
    const top = settingsReducer(desktop, { type: 'set', patch: { layout: 'topmenu' } });
    expect(effectiveLayout(top)).toEqual({ topMenu: true, multipage: true });
    expect(effectiveLayout({ ...top, device: 'mobile' })).toEqual({ topMenu: false, multipage: false });
    expect(effectiveLayout({ ...desktop, multipage: false }).multipage).toBe(false);
  });
});
