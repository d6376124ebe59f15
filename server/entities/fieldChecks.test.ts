import { describe, expect, it } from 'vitest';
import { fieldChecks, type FieldCheckName } from './fieldChecks.ts';
import { entityModel } from './model.ts';
import { coerceRecord } from './records.ts';

const ROUTE = '[{"name":"Path","args":["/demo/**"]}]';
const RULE = '[{"digits":"2","pattern":"[A-Z]+","message":"前两位须为大写字母"},{"digits":"*","pattern":"\\\\d+","message":"其余须为数字"}]';

describe('fieldChecks', () => {
  const cases: [FieldCheckName, string, string | undefined][] = [
    ['json', '{"a":1}', undefined],
    ['json', ' "text" ', undefined],
    ['json', ROUTE, undefined],
    ['json', '{a:1}', '断言（JSON）不是有效的 JSON'],
    ['jsonArray', ROUTE, undefined],
    ['jsonArray', '[]', undefined],
    ['jsonArray', '[{"name":"Path"', '断言（JSON）不是有效的 JSON'],
    ['jsonArray', '{"name":"Path","args":["/demo/**"]}', '断言（JSON）应为 JSON 数组'],
    ['jsonArray', 'null', '断言（JSON）应为 JSON 数组'],
    ['checkRule', RULE, undefined],
    ['checkRule', 'not json', '规则JSON不是有效的JSON'],
    ['checkRule', '[{"digits":"1","pattern":"[a-","message":"m"}]', '第1项的 pattern 不是有效的正则表达式：[a-'],
    ['fillParams', '{"prefix":"CK","datePattern":"yyyyMMdd","serialLength":4}', undefined],
    ['fillParams', '[1]', '规则参数应为对象，形如 {"prefix":"CK","datePattern":"yyyyMMdd","serialLength":4}'],
    ['fillParams', '{"serialLength":40}', '流水号位数 serialLength 应为1到12之间的整数'],
    ['code', 'deputy_x-2', undefined],
    ['code', 'a,b', '断言（JSON）只能包含字母、数字、下划线和短横线'],
    ['code', 'a b', '断言（JSON）只能包含字母、数字、下划线和短横线'],
    // The rule library's rules, check digits included, with the message the browser's form shows.
    ['residentIdCard', '520422198005120035', undefined],
    ['residentIdCard', '520422198005120036', '请输入正确的居民身份证号码'],
    ['creditCode', '91520422MA6DL0XY19', undefined],
    ['creditCode', '91520422MA6DL0XY18', '请输入正确的统一社会信用代码（18位，含校验码）'],
    ['divisionCode', '520422102001', undefined],
    ['divisionCode', '520400102001', '请输入正确的12位行政区划代码'],
    ['mobile', '13765128094', undefined],
    ['mobile', '1376512809', '请输入正确的手机号码'],
    ['landline', '0851-3322110', undefined],
    ['landline', '3322110', '请输入正确的座机号码（区号3或4位，号码7或8位）'],
    ['telephone', '0851-3322110', undefined],
    ['telephone', '16685123456', undefined],
    ['telephone', '110', '请输入正确的手机号码或座机号码'],
  ];
  it.each(cases)('%s of %s', (name, text, problem) => {
    expect(fieldChecks[name](text, '断言（JSON）')).toBe(problem);
  });
});

describe('coerceRecord with declared checks', () => {
  const entity = entityModel(
    {
      table: 'biz_route', api: '/demo/route', permission: 'demo:route',
      fields: [
        { name: 'predicates', label: '断言（JSON）', type: 'text', check: 'jsonArray' },
        { name: 'ruleJson', label: '规则JSON', type: 'text', required: true, check: 'checkRule' },
      ],
    },
    { file: 'route.json' },
  );

  it('refuses a value that fails its check, naming the field', () => {
    expect(coerceRecord(entity, { predicates: '{"name":"Path"}', ruleJson: RULE }, 'add')).toEqual({
      values: { ruleJson: RULE },
      errors: [{ field: 'predicates', message: '断言（JSON）应为 JSON 数组' }],
    });
    expect(coerceRecord(entity, { predicates: ROUTE, ruleJson: RULE }, 'add')).toEqual({ values: { predicates: ROUTE, ruleJson: RULE }, errors: [] });
  });

  it('leaves blank values to required, and fields an edit does not send alone', () => {
    expect(coerceRecord(entity, { predicates: '  ', ruleJson: '' }, 'add').errors).toEqual([{ field: 'ruleJson', message: '规则JSON不能为空' }]);
    expect(coerceRecord(entity, { predicates: '{' }, 'edit')).toEqual({ values: {}, errors: [{ field: 'predicates', message: '断言（JSON）不是有效的 JSON' }] });
  });
});
