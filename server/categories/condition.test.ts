import { describe, expect, it } from 'vitest';
import { parseCondition } from './condition.ts';

describe('parseCondition', () => {
  it('maps both spellings of a declared column to its field, values as text', () => {
    expect(parseCondition('')).toEqual({});
    expect(parseCondition('{"has_child":"1","code":"A01","pid":0}')).toEqual({ hasChild: '1', code: 'A01', pid: '0' });
    expect(parseCondition('{"sysOrgCode":"A01"}')).toEqual({ sysOrgCode: 'A01' });
  });

  it.each(['x', '[]', 'null', '"{}"', '12'])('refuses %s as not a JSON object string', (text) => {
    expect(() => parseCondition(text)).toThrow('condition 参数有误，需要一个JSON字符串');
  });

  it('refuses keys that are not columns (including inherited names) and values that are not scalars', () => {
    expect(() => parseCondition('{"constructor":"x"}')).toThrow('condition 中的字段不存在：constructor');
    expect(() => parseCondition('{"name; drop table x":"x"}')).toThrow('condition 中的字段不存在');
    expect(() => parseCondition('{"name":null}')).toThrow('condition 中字段 name 的值只能是文本或数字');
    expect(() => parseCondition('{"name":["a"]}')).toThrow('condition 中字段 name 的值只能是文本或数字');
  });
});
