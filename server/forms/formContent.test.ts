import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/envelope.ts';
import { problemReason, readFormContent } from './formContent.ts';

const refusal = (value: unknown): string => {
  try {
    readFormContent(value);
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('readFormContent', () => {
  it('returns the text unchanged, and writes an object out as JSON', () => {
    const text = '{ "list": [], "config": {"version": "1.10"} }';
    expect(readFormContent(text)).toBe(text);
    expect(readFormContent({ list: [], config: {} })).toBe('{"list":[],"config":{}}');
  });

  it('says where the JSON breaks (characters counted from 1), never in V8\'s English', () => {
    expect(refusal('{"a":1,}')).toBe('表单内容不是有效的JSON（第8个字符附近有误）');
    expect(refusal('{"list": ]')).toBe('表单内容不是有效的JSON（出现意外的字符“]”）');
    expect(refusal('{"list": [')).toBe('表单内容不是有效的JSON（内容不完整）');
  });

  it('counts depth without recursion, so a hostile nesting is refused before the schema check', () => {
    const nested = `{"list":[],"config":{},"meta":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expect(refusal(nested)).toBe('表单内容嵌套层级过深（超过64层）');
  });
});

describe('the saved-form check refuses what the designer never writes', () => {
  const control = (id: string, compType = 'input') => ({ id, compType });
  it('an unknown compType, at its path', () => {
    const content = { list: [control('fd_1'), { id: 'row_2', compType: 'row', columns: [{ span: 24, list: [control('fd_3', 'stamp')] }] }], config: {} };
    expect(refusal(content)).toBe('表单内容不符合规范：$.list[1].columns[0].list[0].compType 不是已知的控件类型');
  });
  it('a repeated control id, at the repeat, naming the first', () => {
    const content = { list: [control('fd_1'), { id: 'fd_2', compType: 'dynamicTable', columns: [control('fd_1')] }], config: {} };
    expect(refusal(content)).toBe('表单内容不符合规范：$.list[1].columns[0].id ID与$.list[0]重复');
  });
});

describe('problemReason', () => {
  const reason = (rule: string, message: string) => problemReason({ path: '$.x', rule, message });
  it.each([
    ['required', "must have required property 'id'", '缺少必填属性'],
    ['type', 'must be array', '类型应为数组'],
    ['type', 'must be string,number', '类型应为文本或数字'],
    ['maximum', 'must be <= 24', '不能大于24'],
    ['minimum', 'must be >= 1', '不能小于1'],
    ['maxLength', 'must NOT have more than 50 characters', '长度不能超过50'],
    ['minItems', 'must NOT have fewer than 1 items', '至少1项'],
    ['enum', 'must be one of ["medium","small","mini"]', '只能是["medium","small","mini"]之一'],
    ['additionalProperties', 'is not a known property', '不是已知的属性'],
    ['pattern', 'must match pattern "^fd_"', '格式不正确'],
    ['format', 'must match format "uri"', '不符合要求（must match format "uri"）'],
    ['unknownKind', 'is not a known control kind', '不是已知的控件类型'],
    ['duplicateId', 'repeats the id of $.list[0]', 'ID与$.list[0]重复'],
  ])('%s: %s → %s', (rule, message, expected) => {
    expect(reason(rule, message)).toBe(expected);
  });
});
