import { useSyncExternalStore } from 'react';
import { type LocalStore, ls } from '../../storage/localStore';
import { viewportNow } from '../responsive/viewport';
import { type AppSettings, type Device, type SettingsAction, settingsReducer } from './settingsModel';
import { loadSettings, saveSettings } from './settingsStorage';

export interface SettingsStore {
  get(): AppSettings;
  dispatch(action: SettingsAction): void;
  subscribe(listener: () => void): () => void;
}

/** A small external store: the reducer decides, storage follows every change. */
export function createSettingsStore(storage: LocalStore, viewport: { device: Device; narrow: boolean }): SettingsStore {
  let state = loadSettings(storage, viewport);
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = settingsReducer(state, action);
      if (next === state) return;
      saveSettings(storage, state, next);
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The application's settings, read once per page load from local storage. */
export const settingsStore = createSettingsStore(ls, viewportNow());

export function useSettings(): AppSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
