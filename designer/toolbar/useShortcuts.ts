import { useEffect } from 'react';
import { belongsToFocus, shortcutOf, type Shortcut } from './shortcuts.ts';

/** Listens for the designer's shortcuts on the whole page while it is mounted. */
export function useShortcuts(handlers: Record<Shortcut, () => void>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut || belongsToFocus(event.target)) return;
      event.preventDefault();
      handlers[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [handlers]);
}
