import { describe, expect, it } from 'vitest';
import { columnSums } from './summary.ts';

describe('columnSums', () => {
  it('sums the columns whose values are all numbers', () => {
    const columns = [
      { id: 'name', compType: 'input' },
      { id: 'amount', compType: 'inputNumber' },
      { id: 'mixed', compType: 'input' },
    ];
    const rows = [
      { name: '甲', amount: 0.1, mixed: 1 },
      { name: '乙', amount: 0.2, mixed: 'x' },
      { name: '丙', amount: '', mixed: 2 },
    ];
    expect(columnSums(columns, rows)).toEqual([undefined, 0.3, undefined]);
    expect(columnSums(columns, [])).toEqual([undefined, undefined, undefined]);
  });
});
