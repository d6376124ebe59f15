/** A key press the designer answers, or undefined. */
export type Shortcut = 'undo' | 'redo';

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (⌘ instead of Ctrl on a Mac). */
export function shortcutOf(event: KeyPress): Shortcut | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

/**
 * Whether a key press belongs to what has focus: text fields, editors and open dialogs keep their
 * own undo, so the designer's shortcuts apply only on the board, the palette or the page.
 */
export function belongsToFocus(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable="true"], .monaco-editor, .ant-modal, [role="dialog"]') !== null;
}
