import { describe, expect, it } from 'vitest';
import type { FormContent } from '../../schemas/types.ts';
import { withReadOnlyControls } from './readOnlyControls.ts';

const content: FormContent = {
  list: [
    { id: 'id', compType: 'input', label: '租户编号' },
    { id: 'row_1', compType: 'row', columns: [{ span: 12, list: [{ id: 'code', compType: 'input', label: '编码' }] }] },
    { id: 'name', compType: 'input', label: '名称' },
  ],
  config: {},
} as unknown as FormContent;

describe('withReadOnlyControls', () => {
  it('marks the named controls read-only, inside rows too, and leaves the others and the given content alone', () => {
    const locked = withReadOnlyControls(content, ['id', 'code']);
    expect(locked.list[0].readonly).toBe(true);
    expect((locked.list[1].columns as unknown as { list: { readonly?: boolean }[] }[])[0].list[0].readonly).toBe(true);
    expect(locked.list[2].readonly).toBeUndefined();
    expect(content.list[0].readonly).toBeUndefined();
  });

  it('returns the content itself when nothing is named', () => {
    expect(withReadOnlyControls(content, undefined)).toBe(content);
    expect(withReadOnlyControls(content, [])).toBe(content);
  });
});
