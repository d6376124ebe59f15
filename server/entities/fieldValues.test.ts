import { describe, expect, it } from 'vitest';
import { filterValue, recordValue } from './fieldValues.ts';
import { fieldModel } from './model.ts';

const field = (type: 'string' | 'text' | 'integer' | 'number' | 'date' | 'datetime' | 'boolean', length?: number) =>
  fieldModel({ name: 'f', label: '字段', type, length });

describe('recordValue', () => {
  const cases: [ReturnType<typeof field>, unknown, ReturnType<typeof recordValue>][] = [
    [field('string', 3), '  ab ', { ok: true, value: 'ab' }],
    [field('string', 3), 12, { ok: true, value: '12' }],
    [field('string', 3), '一二三四', { ok: false, message: '字段长度不能超过3个字符' }],
    [field('string'), { a: 1 }, { ok: false, message: '字段必须是文本' }],
    [field('text'), ' keeps spaces ', { ok: true, value: ' keeps spaces ' }],
    [field('string'), '', { ok: true, value: null }],
    [field('integer'), '42', { ok: true, value: 42 }],
    [field('integer'), 4.2, { ok: false, message: '字段必须是整数' }],
    [field('integer'), '9007199254740993', { ok: false, message: '字段必须是整数' }],
    [field('number'), '-1.5e2', { ok: true, value: -150 }],
    [field('number'), 'NaN', { ok: false, message: '字段必须是数字' }],
    [field('date'), '2024/5/1', { ok: true, value: '2024-05-01' }],
    [field('date'), '2023-02-29', { ok: false, message: '字段格式应为yyyy-MM-dd' }],
    [field('datetime'), '2024-05-01T08:30', { ok: true, value: '2024-05-01 08:30:00' }],
    [field('datetime'), '2024-05-01', { ok: true, value: '2024-05-01 00:00:00' }],
    [field('datetime'), '2024-05-01 24:00:00', { ok: false, message: '字段格式应为yyyy-MM-dd HH:mm:ss' }],
    [field('boolean'), '是', { ok: true, value: 1 }],
    [field('boolean'), false, { ok: true, value: 0 }],
    [field('boolean'), 'yes', { ok: false, message: '字段只能是“是”或“否”' }],
  ];
  it.each(cases)('reads %# as the declared type', (f, raw, expected) => expect(recordValue(f, raw)).toEqual(expected));
});

describe('recordValue of rich text (format html)', () => {
  const rich = fieldModel({ name: 'content', label: '正文', type: 'text', format: 'html' });
  it('keeps the formatting and drops scripts, handlers and javascript: links before the value is stored', () => {
    const value = recordValue(rich, '<p onclick="steal()">党建<b>要闻</b><script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>');
    expect(value).toEqual({ ok: true, value: '<p>党建<b>要闻</b><a>链接</a></p>' });
  });
  it('stores markup with nothing safe left as no value, which a required field then refuses', () => {
    expect(recordValue(rich, '<script>alert(1)</script>')).toEqual({ ok: true, value: null });
  });
  it('measures the stored length (markup included) after sanitising', () => {
    const short = fieldModel({ name: 'summary', label: '摘要', type: 'string', length: 12, format: 'html' });
    expect(recordValue(short, '<i>一二</i><script>x</script>')).toEqual({ ok: true, value: '<i>一二</i>' });
  });
});

describe('recordValue of plain text', () => {
  it('refuses HTML markup in a plain string field, which older clients may show as HTML', () => {
    for (const raw of ['<img src=x onerror=alert(1)>', '名称</b>', 'a<!--x-->', '<?x>']) {
      expect(recordValue(field('string'), raw), raw).toEqual({ ok: false, message: '字段不能包含HTML标记（如 <b>、<img>）' });
    }
  });
  it('keeps a lone < or > and markup in long text or in fields with a content check', () => {
    expect(recordValue(field('string'), 'a < b >= c')).toEqual({ ok: true, value: 'a < b >= c' });
    expect(recordValue(field('text'), '<b>x</b>')).toEqual({ ok: true, value: '<b>x</b>' });
    const json = fieldModel({ name: 'rule', label: '规则', type: 'string', check: 'json' });
    expect(recordValue(json, '{"pattern":"<b>"}')).toEqual({ ok: true, value: '{"pattern":"<b>"}' });
  });
});

describe('filterValue', () => {
  it('converts query text to the field type, or says it cannot', () => {
    expect(filterValue(field('integer'), '07')).toBe(7);
    expect(filterValue(field('integer'), '7.5')).toBeUndefined();
    expect(filterValue(field('number'), '7.5')).toBe(7.5);
    expect(filterValue(field('boolean'), 'true')).toBe(1);
    expect(filterValue(field('string'), ' as is ')).toBe(' as is ');
  });
});
