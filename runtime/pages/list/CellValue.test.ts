import { describe, expect, it } from 'vitest';
import { dictText } from './CellValue.tsx';

const items = [
  { value: '1', text: '有效', label: '有效', title: '有效' },
  { value: '0', text: '无效', label: '无效', title: '无效' },
];

describe('dictText', () => {
  it("prefers the server's <field>_dictText", () => {
    expect(dictText({ status: '1', status_dictText: '正常' }, 'status', items)).toBe('正常');
  });
  it('translates each comma-separated value otherwise, keeping unknown values', () => {
    expect(dictText({ status: '1,0,9' }, 'status', items)).toBe('有效,无效,9');
    expect(dictText({ status: '1', status_dictText: '' }, 'status', items)).toBe('有效');
  });
  it('shows nothing for an empty value', () => {
    expect(dictText({ status: null }, 'status', items)).toBe('');
  });
});
