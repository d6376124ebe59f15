import { describe, expect, it } from 'vitest';
import example from '../../fixtures/examples/formContent-resettlement-household.json';
import { parseSavedContent } from './savedContent.ts';

describe('opening a saved form', () => {
  it('opens a form of the older designer unchanged: saving it again gives back the same JSON', () => {
    const text = JSON.stringify(example);
    const checked = parseSavedContent(text);
    expect(checked.ok).toBe(true);
    expect(checked.ok && JSON.stringify(checked.value)).toBe(text);
  });

  it('names the problem at $ for text that is not JSON', () => {
    const checked = parseSavedContent('{"list": [');
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problems[0]).toMatchObject({ path: '$', rule: 'json' });
    expect(!checked.ok && checked.problems[0].message).toMatch(/^表单内容不是有效的 JSON：/);
  });

  it('lists meta-schema problems with their JSON paths', () => {
    const checked = parseSavedContent(JSON.stringify({ list: [{ id: '1bad', compType: 'input', span: 30 }], config: {} }));
    expect(!checked.ok && checked.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['$.list[0].id', '$.list[0].span']));
  });
});
