import { describe, expect, it } from 'vitest';
import { firstFailing } from './patternRunner.ts';

const CATASTROPHIC = { pattern: /^(?:(a+)+$)$/, text: `${'a'.repeat(40)}!` };

describe('firstFailing (check rule patterns in a worker, with a time limit)', () => {
  it('answers the first pattern that does not match its text, or -1', async () => {
    expect(await firstFailing([{ pattern: /^\d+$/, text: '12' }, { pattern: /^[a-z]$/, text: 'X' }, { pattern: /x/, text: 'y' }])).toBe(1);
    expect(await firstFailing([{ pattern: /^\d+$/i, text: '12' }])).toBe(-1);
    expect(await firstFailing([])).toBe(-1);
  });

  it('gives up on a backtracking pattern, and the next check runs in a fresh worker', async () => {
    const [stuck, next] = await Promise.all([firstFailing([CATASTROPHIC]), firstFailing([{ pattern: /^a$/, text: 'b' }])]);
    expect(stuck).toBe('timeout');
    expect(next).toBe(0);
  });
});
