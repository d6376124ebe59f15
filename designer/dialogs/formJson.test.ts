import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormContent } from '../../schemas/types.ts';
import { formatFormJson, lineAndColumn, problemText, readFormJson } from './formJson.ts';

const config = { version: '1.10', size: 'medium', labelPosition: 'right', labelWidth: 80, gutter: 15, disabled: false } as const;
const form: FormContent = { list: [{ id: 'fd_name', compType: 'input', label: '姓名', span: 24 }], config };

describe('readFormJson (the JSON view 应用)', () => {
  it('reads back what formatFormJson wrote', () => {
    const text = formatFormJson(form);
    expect(text.split('\n')[1]).toBe('  "list": [');
    expect(readFormJson(text)).toEqual({ ok: true, value: form });
  });

  it('loads the older designer saved form unchanged', () => {
    const saved = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/examples/formContent-resettlement-household.json'), 'utf8');
    const result = readFormJson(saved);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toEqual(JSON.parse(saved));
  });

  it('refuses text that is not JSON, saying where it stopped', () => {
    const text = '{\n  "list": [,\n}';
    const result = readFormJson(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].message).toMatch(/^不是有效的 JSON：/);
    expect(result.problems[0].line).toBe(2);
    expect(problemText(result.problems[0])).toMatch(/（第 2 行，第 \d+ 列）$/);
  });

  it('places an early end of the text at its end', () => {
    const result = readFormJson('{"list": [');
    expect(!result.ok && result.problems[0].line).toBe(1);
  });

  it('refuses JSON that breaks the meta-schema, naming the JSON path', () => {
    const bad = { ...form, list: [{ id: 'fd_name', compType: 'input', span: 30 }, { compType: 'input' }] };
    const result = readFormJson(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.problems.map(problemText);
    expect(lines).toContain('$.list[0].span 数值过大（must be <= 24）');
    expect(lines).toContain('$.list[1].id 缺少必填属性');
  });

  it('refuses an unknown compType and a repeated id, each at its JSON path (issue 19)', () => {
    const unknown = readFormJson(JSON.stringify({ ...form, list: [{ id: 'fd_a', compType: 'inputt' }] }));
    expect(!unknown.ok && unknown.problems.map(problemText)).toEqual(['$.list[0].compType 不是已知的控件类型']);
    const row = { id: 'row_1', compType: 'row', columns: [{ span: 24, list: [{ id: 'fd_name', compType: 'input' }] }] };
    const repeated = readFormJson(JSON.stringify({ ...form, list: [...form.list, row] }));
    expect(!repeated.ok && repeated.problems.map(problemText)).toEqual(['$.list[1].columns[0].list[0].id ID与$.list[0]重复']);
  });

  it('refuses a form without its config', () => {
    const result = readFormJson('{"list": []}');
    expect(!result.ok && result.problems.map(problemText)).toEqual(['$.config 缺少必填属性']);
  });
});

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
