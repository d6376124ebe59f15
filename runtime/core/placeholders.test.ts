import { describe, expect, it } from 'vitest';
import { withDefaults } from './controlDefaults.ts';
import { labelledPlaceholder } from './placeholders.ts';

describe('labelledPlaceholder', () => {
  it.each([
    ['请输入文本', '用户账号', '请输入用户账号'],
    ['请选择', '性别', '请选择性别'],
    ['请选择日期', '开始时间', '请选择开始时间'],
    ['请输入文本', '备注：', '请输入备注'],
    ['请输入文本', '  ', '请输入文本'],
    ['请输入文本', undefined, '请输入文本'],
    ['搜索', '关键字', '搜索'],
  ])('%s with label %s reads %s', (fallback, label, expected) => {
    expect(labelledPlaceholder(fallback, label)).toBe(expected);
  });
});

describe('withDefaults and placeholders', () => {
  it('says the label in the placeholder of a control that gives none', () => {
    expect(withDefaults({ id: 'a', compType: 'input', label: '真实姓名' }).placeholder).toBe('请输入真实姓名');
    expect(withDefaults({ id: 'b', compType: 'textarea', label: '描述' }).placeholder).toBe('请输入描述');
    expect(withDefaults({ id: 'c', compType: 'select', label: '状态' }).placeholder).toBe('请选择状态');
  });

  it("keeps a control's own placeholder, even an empty one", () => {
    expect(withDefaults({ id: 'a', compType: 'input', label: '账号', placeholder: '字母或数字' }).placeholder).toBe('字母或数字');
    expect(withDefaults({ id: 'a', compType: 'input', label: '账号', placeholder: '' }).placeholder).toBe('');
  });

  it('adds no placeholder to a kind that has none', () => {
    expect(withDefaults({ id: 'r', compType: 'radio', label: '性别' })).not.toHaveProperty('placeholder');
  });
});
