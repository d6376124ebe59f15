import { describe, expect, it } from 'vitest';
import { rowFields } from './rowFields.ts';

describe('rowFields', () => {
  const rows = [
    { a: null, count: 3, price: 1.5, flag: true, day: '2024-01-01', at: '2024-01-01 10:00:00', text: 'x' },
    { a: 'later', count: 4 },
  ];
  const fieldOf = rowFields([{ name: 'declared', type: 'integer' }, { name: 'count', type: 'string' }], () => rows);

  it('answers declared fields with their type, before what the rows hold', () => {
    expect(fieldOf('declared')).toEqual({ name: 'declared', type: 'integer' });
    expect(fieldOf('count')).toEqual({ name: 'count', type: 'string' });
  });

  it('types an undeclared column from the first value it holds', () => {
    expect(fieldOf('price')).toEqual({ name: 'price', type: 'number' });
    expect(fieldOf('flag')).toEqual({ name: 'flag', type: 'boolean' });
    expect(fieldOf('day')).toEqual({ name: 'day', type: 'date' });
    expect(fieldOf('at')).toEqual({ name: 'at', type: 'datetime' });
    expect(fieldOf('text')).toEqual({ name: 'text', type: 'string' });
    expect(fieldOf('a')).toEqual({ name: 'a', type: 'string' });
  });

  it('knows no other name', () => {
    expect(fieldOf('nope')).toBeUndefined();
  });
});
