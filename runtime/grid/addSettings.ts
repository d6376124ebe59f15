/** The add button's settings (seed 002 §4, §9): how many rows, where (0 is the bottom), scroll to them. */
export interface AddSettings {
  count: number;
  index: number;
  scroll: boolean;
}

export const DEFAULT_ADD_SETTINGS: AddSettings = { count: 1, index: 0, scroll: false };

const storageKey = (table: string) => `editableGrid.addSettings.${table}`;

/**
 * The settings a user last chose for this table, kept in localStorage as the platform keeps them.
 * Anything unreadable (no storage, another shape, a hand-edited value) gives the defaults; values
 * out of range are kept, since the store refuses them with a message that says what is allowed.
 */
export function loadAddSettings(table: string, storage: Storage | undefined = globalThis.localStorage): AddSettings {
  try {
    const raw = storage?.getItem(storageKey(table));
    if (!raw) return DEFAULT_ADD_SETTINGS;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return DEFAULT_ADD_SETTINGS;
    const { count, index, scroll } = parsed as Record<string, unknown>;
    return {
      count: typeof count === 'number' ? count : DEFAULT_ADD_SETTINGS.count,
      index: typeof index === 'number' ? index : DEFAULT_ADD_SETTINGS.index,
      scroll: typeof scroll === 'boolean' ? scroll : DEFAULT_ADD_SETTINGS.scroll,
    };
  } catch {
    return DEFAULT_ADD_SETTINGS;
  }
}

export function saveAddSettings(table: string, settings: AddSettings, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(storageKey(table), JSON.stringify(settings));
  } catch {
    // A full or forbidden storage only loses the preference.
  }
}
