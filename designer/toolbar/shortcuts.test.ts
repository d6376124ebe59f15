import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts.ts';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods,
});

describe('keyboard shortcuts', () => {
  it.each([
    [press('z', { ctrlKey: true }), 'undo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('y', { ctrlKey: true }), 'redo'],
    [press('z', { metaKey: true }), 'undo'],
    [press('z', { metaKey: true, shiftKey: true }), 'redo'],
    [press('z'), undefined],
    [press('z', { ctrlKey: true, altKey: true }), undefined],
    [press('x', { ctrlKey: true }), undefined],
  ])('%o → %s', (event, expected) => {
    expect(shortcutOf(event)).toBe(expected);
  });
});
