import { describe, expect, it } from 'vitest';
import { errorFileHref, importOutcome, isExcelFile, percentOf } from './transferOutcome.ts';

describe('importOutcome', () => {
  it('reads code 200 as success and 201 as partial with the error file', () => {
    expect(importOutcome({ code: 200, message: '导入成功' })).toEqual({ kind: 'success', message: '导入成功' });
    expect(importOutcome({ code: 201, message: '有2条错误', errorFileUrl: 'temp/e.xlsx' })).toEqual({ kind: 'partial', message: '有2条错误', errorFileUrl: 'temp/e.xlsx' });
  });
});

describe('errorFileHref', () => {
  const fileUrl = (p: string) => `/jeecg-boot/sys/common/static/${p}`;
  it.each([
    [undefined, undefined],
    ['temp/e.xlsx', '/jeecg-boot/sys/common/static/temp/e.xlsx'],
    ['https://h/e.xlsx', 'https://h/e.xlsx'],
    ['data:text/plain,x', 'data:text/plain,x'],
  ])('%s → %s', (url, href) => {
    expect(errorFileHref(url, fileUrl)).toBe(href);
  });
});

describe('percentOf', () => {
  it('rounds to whole percent and is unknown without a total', () => {
    expect(percentOf({ loaded: 1, total: 3 })).toBe(33);
    expect(percentOf({ loaded: 5 })).toBeUndefined();
  });
});

describe('isExcelFile', () => {
  it.each([
    ['a.xls', true],
    ['a.XLSX', true],
    ['a.csv', false],
    ['xlsx', false],
  ])('%s → %s', (name, ok) => {
    expect(isExcelFile(name)).toBe(ok);
  });
});
