/**
 * The app settings of seed 000 sections 2.4, 2.7 and 3, and the one reducer that changes them. The
 * cross-rules of the settings drawer live here, so the drawer, storage and layout cannot disagree.
 */
export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';
export type Device = 'desktop' | 'mobile';

/** What the settings drawer changes; every field is stored locally. */
export interface ThemeSettings {
  navTheme: NavTheme;
  primaryColor: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
}

export interface AppSettings extends ThemeSettings {
  /** Desktop: the side menu is expanded. Mobile: the menu drawer is open. */
  sidebarOpen: boolean;
  device: Device;
  /** The narrower mobile tier (767.99 px or less). */
  narrow: boolean;
}

export type SettingsAction =
  | { type: 'set'; patch: Partial<ThemeSettings> }
  | { type: 'viewport'; device: Device; narrow: boolean }
  | { type: 'sidebar'; open: boolean };

/**
 * Seed 000 section 3 gives the default layout as `topmenu`, while section 2.4 describes the frame
 * users see as a 208 px dark side menu. We read section 3 as the old build setting that the side
 * menu of 2.4 overrode, so the side menu is the default; the top menu is one click away.
 */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  navTheme: 'dark',
  primaryColor: '#1890FF',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
};

/** The eight theme colour presets (seed 000 sections 2.7 and 9), named as the old drawer named them. */
export const THEME_COLORS: readonly { name: string; color: string }[] = [
  { name: '薄暮', color: '#F5222D' },
  { name: '火山', color: '#FA541C' },
  { name: '日暮', color: '#FAAD14' },
  { name: '明青', color: '#13C2C2' },
  { name: '极光绿', color: '#52C41A' },
  { name: '拂晓蓝（默认）', color: '#1890FF' },
  { name: '极客蓝', color: '#2F54EB' },
  { name: '酱紫', color: '#722ED1' },
];

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/**
 * The cross-rules of the drawer: fluid width only with the top menu, hiding the header on scroll only
 * with a fixed header, a fixed sidebar never with the top menu.
 */
export function enforceRules<T extends ThemeSettings>(settings: T): T {
  const next = { ...settings };
  if (next.layout !== 'topmenu') next.contentWidth = 'Fixed';
  if (!next.fixedHeader) next.autoHideHeader = false;
  if (next.layout === 'topmenu') next.fixSiderbar = false;
  return next;
}

export function settingsReducer(state: AppSettings, action: SettingsAction): AppSettings {
  switch (action.type) {
    case 'set': {
      const patch = { ...action.patch };
      if (patch.primaryColor !== undefined && !isHexColor(patch.primaryColor)) delete patch.primaryColor;
      return enforceRules({ ...state, ...patch });
    }
    case 'viewport': {
      if (state.device === action.device && state.narrow === action.narrow) return state;
      // Crossing the breakpoint opens the side menu on desktop and closes the drawer on mobile.
      const sidebarOpen = state.device === action.device ? state.sidebarOpen : action.device === 'desktop';
      return { ...state, device: action.device, narrow: action.narrow, sidebarOpen };
    }
    case 'sidebar':
      return state.sidebarOpen === action.open ? state : { ...state, sidebarOpen: action.open };
  }
}

/** What the layout actually uses: top menu and multi-tab are desktop-only (seed 000 sections 2.4 and 2.5). */
export function effectiveLayout(settings: AppSettings): { topMenu: boolean; multipage: boolean } {
  const mobile = settings.device === 'mobile';
  return { topMenu: !mobile && settings.layout === 'topmenu', multipage: !mobile && settings.multipage };
}
