import type { LocalStore } from '../../storage/localStore';
import { StorageKeys } from '../../storage/storageKeys';
import {
  type AppSettings, DEFAULT_THEME_SETTINGS, type Device, enforceRules, isHexColor, type ThemeSettings,
} from './settingsModel';

/** Each stored setting, its key and what a valid stored value is; anything else falls back to the default. */
const fields: { [K in keyof ThemeSettings]: { key: string; valid: (value: unknown) => value is ThemeSettings[K] } } = {
  navTheme: { key: StorageKeys.theme, valid: (v): v is ThemeSettings['navTheme'] => v === 'dark' || v === 'light' },
  primaryColor: { key: StorageKeys.color, valid: isHexColor },
  layout: { key: StorageKeys.layoutMode, valid: (v): v is ThemeSettings['layout'] => v === 'sidemenu' || v === 'topmenu' },
  contentWidth: { key: StorageKeys.contentWidth, valid: (v): v is ThemeSettings['contentWidth'] => v === 'Fixed' || v === 'Fluid' },
  fixedHeader: { key: StorageKeys.fixedHeader, valid: isBoolean },
  autoHideHeader: { key: StorageKeys.autoHideHeader, valid: isBoolean },
  fixSiderbar: { key: StorageKeys.fixedSidebar, valid: isBoolean },
  colorWeak: { key: StorageKeys.colorWeak, valid: isBoolean },
  multipage: { key: StorageKeys.multiPage, valid: isBoolean },
};

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

function readField<K extends keyof ThemeSettings>(store: LocalStore, name: K): ThemeSettings[K] {
  const { key, valid } = fields[name];
  const value = store.get(key);
  return valid(value) ? value : DEFAULT_THEME_SETTINGS[name];
}

/** The stored settings for a page load; the device comes from the screen width, not from storage. */
export function loadSettings(store: LocalStore, viewport: { device: Device; narrow: boolean }): AppSettings {
  const theme = {} as Record<keyof ThemeSettings, unknown>;
  for (const name of Object.keys(fields) as (keyof ThemeSettings)[]) theme[name] = readField(store, name);
  const storedOpen = store.get(StorageKeys.sidebarType);
  const sidebarOpen = viewport.device === 'desktop' && (typeof storedOpen === 'boolean' ? storedOpen : true);
  return { ...enforceRules(theme as unknown as ThemeSettings), sidebarOpen, ...viewport };
}

/**
 * Writes what changed. The sidebar state is written on desktop only: the drawer of a phone says
 * nothing about how the side menu should look on the next desktop visit.
 */
export function saveSettings(store: LocalStore, before: AppSettings, after: AppSettings): void {
  for (const name of Object.keys(fields) as (keyof ThemeSettings)[]) {
    if (before[name] !== after[name]) store.set(fields[name].key, after[name]);
  }
  if (after.device === 'desktop' && before.sidebarOpen !== after.sidebarOpen) store.set(StorageKeys.sidebarType, after.sidebarOpen);
}
