import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSign, signHeaders, urlSignParams } from './sign';

const SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';
const expected = (json: string) => createHash('md5').update(json + SECRET, 'utf8').digest('hex').toUpperCase();

describe('urlSignParams', () => {
  it('adds x-path-variable when the last segment holds a comma', () => {
    expect(urlSignParams('/sys/dict/getDictItems/sys_user,realname,id')).toEqual({
      'x-path-variable': 'sys_user,realname,id',
    });
  });

  it('cuts the query before looking at the last segment', () => {
    expect(urlSignParams('/sys/dict/getDictItems/sex?ids=1,2')).toEqual({ ids: '1,2' });
    expect(urlSignParams('/sys/dict/loadDict/sys_user,realname,id?keyword=%E5%BC%A0')).toEqual({
      'x-path-variable': 'sys_user,realname,id',
      keyword: '张',
    });
  });

  it('decodes an encoded path variable', () => {
    expect(urlSignParams('/x/a%2Cb,c')).toEqual({ 'x-path-variable': 'a,b,c' });
  });
});

describe('computeSign', () => {
  it('signs the sorted parameters with the secret', () => {
    expect(computeSign('/sys/user/list', { username: 'admin', pageNo: 1 })).toBe(
      expected('{"pageNo":"1","username":"admin"}'),
    );
  });

  it('merges URL and request parameters, and ignores _t', () => {
    expect(computeSign('/sys/dict/getDictItems/sys_user,realname,id?b=2', { a: 'x', _t: 123 })).toBe(
      expected('{"a":"x","b":"2","x-path-variable":"sys_user,realname,id"}'),
    );
  });

  it('keeps code-unit order even for integer-like keys', () => {
    expect(computeSign('/p', { b: 1, 10: 'ten', 2: 'two', A: true })).toBe(
      expected('{"10":"ten","2":"two","A":true,"b":"1"}'),
    );
  });

  it('signs an empty object when there are no parameters', () => {
    expect(computeSign('/sys/permission/getUserPermissionByToken', undefined)).toBe(expected('{}'));
  });

  it('is upper-case hex of 32 characters', () => {
    expect(computeSign('/p', { a: '中文' })).toMatch(/^[0-9A-F]{32}$/);
    expect(computeSign('/p', { a: '中文' })).toBe(expected('{"a":"中文"}'));
  });
});

describe('signHeaders', () => {
  it('sends the timestamp in epoch milliseconds', () => {
    const headers = signHeaders('/p', {}, () => 1_700_000_000_123);
    expect(headers['X-TIMESTAMP']).toBe('1700000000123');
    expect(headers['X-Sign']).toBe(expected('{}'));
  });
});
