import { describe, expect, it } from 'vitest';
import { TableChecksum, canonicalValue } from './tableChecksum.ts';

const columns = [{ name: 'id', kind: 'text' as const }, { name: 'n', kind: 'number' as const }, { name: 'on', kind: 'boolean' as const }];
const sum = (rows: Record<string, unknown>[]) => {
  const checksum = new TableChecksum(columns);
  rows.forEach((row) => checksum.add(row));
  return checksum.value;
};

describe('TableChecksum', () => {
  it('agrees across the two drivers\' spellings of one value, in any row order', () => {
    const sqlite = [{ id: 'a', n: 1.5, on: 1 }, { id: 'b', n: 2, on: 0 }];
    const postgres = [{ id: 'b', n: '2.00', on: false }, { id: 'a', n: '1.50', on: true }];
    expect(sum(postgres)).toBe(sum(sqlite));
  });

  it('changes when a row is missing, repeated or changed', () => {
    const rows = [{ id: 'a', n: 1, on: 1 }, { id: 'b', n: 2, on: 0 }];
    expect(sum(rows.slice(1))).not.toBe(sum(rows));
    expect(sum([...rows, rows[0]])).not.toBe(sum(rows));
    expect(sum([rows[0], { ...rows[1], n: 3 }])).not.toBe(sum(rows));
    expect(sum([rows[0], { ...rows[1], id: null }])).not.toBe(sum(rows));
  });

  it('keeps null apart from the text "null"', () => {
    expect(canonicalValue(null, 'text')).toBeNull();
    expect(canonicalValue('null', 'text')).toBe('null');
  });
});
