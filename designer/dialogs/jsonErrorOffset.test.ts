import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './jsonErrorOffset.ts';

describe('jsonErrorOffset', () => {
  const valid = ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {}} ', '"text"', '0'];
  it.each(valid)('finds no error in %s', (text) => {
    expect(jsonErrorOffset(text)).toBe(-1);
    expect(() => JSON.parse(text)).not.toThrow();
  });

  const broken: [string, number][] = [
    ['{\n  "list": [,\n}', 13],
    ['{"a":}', 5],
    ['{"a":1 x}', 7],
    ['{"a":1,}', 7],
    ["{'a':1}", 1],
    ['[1, 2', 5],
    ['{"a": tru}', 6],
    ['{"a": 01}', 7],
    ['"bad \\x escape"', 6],
    ['{} {}', 3],
    ['', 0],
  ];
  it.each(broken)('places the error of %j at %i, where JSON.parse fails too', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
    expect(() => JSON.parse(text)).toThrow();
  });
});
