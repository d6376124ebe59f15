import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkControls } from './types.ts';
import { checkFormContent, checkPageSchema, duplicateIdProblems, jsonPath } from './validate.ts';
import { migratePage } from './migrations/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const pagesDir = path.join(root, 'schemas/pages');
const brokenDir = path.join(root, 'fixtures/broken-schemas');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('every page schema in schemas/pages', () => {
  const files = fs.readdirSync(pagesDir).filter((f) => f.endsWith('.json'));
  it('has at least one page', () => expect(files.length).toBeGreaterThan(0));
  it.each(files)('%s passes the meta-schema', (file) => {
    const result = checkPageSchema(migratePage(readJson(path.join(pagesDir, file))));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
  it.each(files)('%s loads and saves back to the same JSON', (file) => {
    const text = fs.readFileSync(path.join(pagesDir, file), 'utf8');
    expect(JSON.stringify(migratePage(JSON.parse(text)))).toBe(JSON.stringify(JSON.parse(text)));
  });
});

describe('deliberately broken schemas', () => {
  const expected = readJson(path.join(brokenDir, 'expected.json')) as Record<string, [string, string][]>;
  it.each(Object.entries(expected))('%s is refused at exactly its paths', (file, paths) => {
    const result = checkPageSchema(readJson(path.join(brokenDir, file)));
    expect(result.ok).toBe(false);
    const found = result.ok ? [] : result.problems.filter((p) => p.rule !== 'discriminator').map((p) => [p.path, p.rule]);
    expect(found).toEqual(paths);
  });
  it('names every broken file in expected.json', () => {
    const files = fs.readdirSync(brokenDir).filter((f) => f.endsWith('.json') && f !== 'expected.json');
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('the older designer saved form (shared/examples)', () => {
  const example = path.join(root, 'fixtures/examples/formContent-resettlement-household.json');
  it('passes the meta-schema unchanged', () => {
    const result = checkFormContent(readJson(example));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
  it('refuses a control without an id, at its path', () => {
    const form = readJson(example) as { list: Record<string, unknown>[] };
    delete form.list[2].id;
    const result = checkFormContent(form);
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toContain('$.list[2].id');
  });
});

describe('what the meta-schema alone cannot refuse (issue 19)', () => {
  const example = path.join(root, 'fixtures/examples/formContent-resettlement-household.json');
  type Form = { list: Record<string, unknown>[] & { columns?: unknown }[] };
  it('refuses an unknown compType at its path, in a word a reader can use', () => {
    const form = readJson(example) as Form;
    form.list[0].compType = 'stamp';
    expect(checkFormContent(form)).toEqual({ ok: false, problems: [{ path: '$.list[0].compType', rule: 'unknownKind', message: 'is not a known control kind' }] });
  });
  it('refuses a repeated id anywhere in the form: rows, layout tables, dynamic tables', () => {
    const form = readJson(example) as Form;
    const ids = [...walkControls(form.list as never)].map((c) => c.path);
    expect(ids.some((p) => p.includes('layoutArray'))).toBe(true);
    const inRow = form.list[2] as { columns: { list: { id: string }[] }[] };
    inRow.columns[1].list[0].id = 'fd_1700000000001';
    expect(checkFormContent(form)).toEqual({
      ok: false,
      problems: [{ path: '$.list[2].columns[1].list[0].id', rule: 'duplicateId', message: 'repeats the id of $.list[0]' }],
    });
    expect(duplicateIdProblems(readJson(example) as never)).toEqual([]);
  });
});

describe('jsonPath', () => {
  it('writes pointers as paths', () => {
    expect(jsonPath('')).toBe('$');
    expect(jsonPath('/columns/0/width')).toBe('$.columns[0].width');
    expect(jsonPath('/a~1b/show-word-limit')).toBe('$["a/b"]["show-word-limit"]');
  });
});

describe('fixtures/examples', () => {
  const shared = path.resolve(root, '../shared/examples/formContent-resettlement-household.json');
  it.runIf(fs.existsSync(shared))('is the very file of shared/examples', () => {
    expect(fs.readFileSync(path.join(root, 'fixtures/examples/formContent-resettlement-household.json'), 'utf8')).toBe(fs.readFileSync(shared, 'utf8'));
  });
});
