import { describe, expect, it } from 'vitest';
import { priorityView } from './priority';

describe('priorityView (seed 000 section 2.8)', () => {
  it.each([
    ['L', '一般', 'blue'],
    ['M', '重要', 'orange'],
    ['H', '紧急', 'red'],
  ])('%s reads %s in %s', (code, label, color) => {
    expect(priorityView(code)).toEqual({ label, color });
  });

  it('shows an unknown code as it came and nothing for a blank one', () => {
    expect(priorityView('X')).toEqual({ label: 'X', color: 'default' });
    expect(priorityView(null)).toBeNull();
    expect(priorityView('')).toBeNull();
  });
});
