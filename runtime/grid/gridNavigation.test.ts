import { describe, expect, it } from 'vitest';
import { PAGE_ROWS, nextCell, type NavigationKey } from './gridNavigation.ts';

const cases: [string, NavigationKey, { row: number; col: number } | undefined][] = [
  ['up', { key: 'ArrowUp' }, { row: 4, col: 2 }],
  ['down', { key: 'ArrowDown' }, { row: 6, col: 2 }],
  ['left', { key: 'ArrowLeft' }, { row: 5, col: 1 }],
  ['right', { key: 'ArrowRight' }, { row: 5, col: 3 }],
  ['ctrl+up to the first row', { key: 'ArrowUp', ctrlKey: true }, { row: 0, col: 2 }],
  ['ctrl+down to the last row', { key: 'ArrowDown', ctrlKey: true }, { row: 99, col: 2 }],
  ['cmd+right to the last column', { key: 'ArrowRight', metaKey: true }, { row: 5, col: 3 }],
  ['enter down', { key: 'Enter' }, { row: 6, col: 2 }],
  ['shift+enter up', { key: 'Enter', shiftKey: true }, { row: 4, col: 2 }],
  ['tab right', { key: 'Tab' }, { row: 5, col: 3 }],
  ['shift+tab left', { key: 'Tab', shiftKey: true }, { row: 5, col: 1 }],
  ['home', { key: 'Home' }, { row: 5, col: 0 }],
  ['end', { key: 'End' }, { row: 5, col: 3 }],
  ['ctrl+home', { key: 'Home', ctrlKey: true }, { row: 0, col: 0 }],
  ['ctrl+end', { key: 'End', ctrlKey: true }, { row: 99, col: 3 }],
  ['page down', { key: 'PageDown' }, { row: 5 + PAGE_ROWS, col: 2 }],
  ['page up', { key: 'PageUp' }, { row: 0, col: 2 }],
  ['a letter is not a move', { key: 'a' }, undefined],
];

describe('moving between cells as in a spreadsheet', () => {
  it.each(cases)('%s', (_, key, expected) => {
    expect(nextCell({ row: 5, col: 2 }, key, 100, 4)).toEqual(expected);
  });

  it('stops at the edges, wraps Tab to the next row, and lets Tab leave past the last cell', () => {
    expect(nextCell({ row: 0, col: 0 }, { key: 'ArrowUp' }, 3, 4)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 2, col: 3 }, { key: 'ArrowRight' }, 3, 4)).toEqual({ row: 2, col: 3 });
    expect(nextCell({ row: 0, col: 3 }, { key: 'Tab' }, 3, 4)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 1, col: 0 }, { key: 'Tab', shiftKey: true }, 3, 4)).toEqual({ row: 0, col: 3 });
    expect(nextCell({ row: 2, col: 3 }, { key: 'Tab' }, 3, 4)).toBeUndefined();
    expect(nextCell({ row: 0, col: 0 }, { key: 'Tab', shiftKey: true }, 3, 4)).toBeUndefined();
  });
});
