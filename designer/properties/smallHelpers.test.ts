import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { parseCascaderOptions } from './cascaderOptions.ts';
import { defaultValueMode, parseTypedDefault } from './defaultValue.ts';
import { clampNumber } from './numberBounds.ts';
import { addRowColumn, removeRowColumn, setRowColumnSpan } from './rowColumns.ts';
import { formatAccept, parseAccept } from './uploadAccept.ts';

const row: Control = {
  id: 'row_1',
  compType: 'row',
  columns: [
    { index: 0, span: 12, list: [{ id: 'fd_a', compType: 'input' }] },
    { index: 1, span: 12, list: [] },
  ],
};

describe('number bounds', () => {
  it('holds a typed number to its bounds and precision, and ignores what is not a number', () => {
    expect(clampNumber(30, { min: 1, max: 24 })).toBe(24);
    expect(clampNumber(-5, { min: 0 })).toBe(0);
    expect(clampNumber(3.7, { precision: 0 })).toBe(4);
    expect(clampNumber(null, { min: 0 })).toBeUndefined();
    expect(clampNumber('abc', {})).toBeUndefined();
  });
});

describe('row columns (seed 001 §3: span 1-24)', () => {
  it('adds an empty half-width column with the next index', () => {
    expect(addRowColumn(row).columns?.[2]).toEqual({ index: 2, span: 12, list: [] });
  });

  it('removes a column and renumbers the rest, but never the last one', () => {
    expect(removeRowColumn(row, 0)?.columns).toEqual([{ index: 0, span: 12, list: [] }]);
    expect(removeRowColumn({ ...row, columns: [{ index: 0, span: 24, list: [] }] }, 0)).toBeNull();
  });

  it('holds a span to 1-24', () => {
    expect(setRowColumnSpan(row, 1, 30)?.columns?.[1]).toMatchObject({ span: 24 });
    expect(setRowColumnSpan(row, 1, 0)?.columns?.[1]).toMatchObject({ span: 1 });
  });
});

describe('upload accept list (seed 001 §3)', () => {
  it("reads old forms' '.pdf, .doc' and writes '.pdf,.doc' without duplicates", () => {
    expect(parseAccept('.pdf, .doc,docx')).toEqual(['.pdf', '.doc', '.docx']);
    expect(formatAccept(['.pdf', '.PDF', 'png'])).toBe('.pdf,.png');
  });
});

describe('default values by kind', () => {
  it('types a checkbox default as a list and a radio default as one value, numbers where they look so', () => {
    expect(defaultValueMode({ id: 'a', compType: 'checkbox' })).toBe('list');
    expect(parseTypedDefault({ id: 'a', compType: 'checkbox' }, '1,2')).toEqual([1, 2]);
    expect(parseTypedDefault({ id: 'a', compType: 'radio' }, '1')).toBe(1);
    expect(parseTypedDefault({ id: 'a', compType: 'select', multiple: true }, '1,x')).toEqual([1, 'x']);
  });

  it("keeps an input's default as typed, and a date range as text", () => {
    expect(parseTypedDefault({ id: 'a', compType: 'input' }, '007')).toBe('007');
    expect(parseTypedDefault({ id: 'a', compType: 'date', type: 'daterange' }, '2024-01-01,2024-02-01')).toEqual(['2024-01-01', '2024-02-01']);
    expect(defaultValueMode({ id: 'a', compType: 'slider', range: true })).toBe('list');
    expect(defaultValueMode({ id: 'a', compType: 'Switch' })).toBe('switch');
  });
});

describe('cascader options typed as JSON', () => {
  it('accepts an array of option objects and refuses anything else', () => {
    expect(parseCascaderOptions('[{"label":"北京","value":"11","children":[]}]')).toEqual([{ label: '北京', value: '11', children: [] }]);
    expect(parseCascaderOptions('{"label":"x"}')).toBeUndefined();
    expect(parseCascaderOptions('[1]')).toBeUndefined();
    expect(parseCascaderOptions('[{oops')).toBeUndefined();
  });
});
