/**
 * Signals between the header (user menu) and the frame (settings drawer) without either importing
 * the other. The frame listens; the header asks.
 */
type Listener = () => void;

const settingsListeners = new Set<Listener>();

/** 系统设置 in the user menu: opens the settings drawer of seed 000 section 2.7. */
export function openSettingsDrawer(): void {
  for (const listener of settingsListeners) listener();
}

/** The frame registers here; the answer unregisters. */
export function onOpenSettingsDrawer(listener: Listener): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}
