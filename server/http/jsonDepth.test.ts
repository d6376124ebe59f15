import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestsDeeperThan', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`{"a":${'{"b":'.repeat(70)}1${'}'.repeat(70)}}`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ text: '['.repeat(500), quoted: '"[[[[\\"{{{{' });
    expect(nestsDeeperThan(text, 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([{ a: ['x"]]]]'] }]), 3)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify([{ a: [['x"]]]]']] }]), 3)).toBe(true);
  });

  it('counts depth, not the number of containers', () => {
    expect(nestsDeeperThan(JSON.stringify(Array.from({ length: 10_000 }, () => ({ a: [1] }))), 3)).toBe(false);
  });
});
