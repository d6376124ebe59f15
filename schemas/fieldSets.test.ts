import { describe, expect, it } from 'vitest';
import { applyFieldSets } from './fieldSets.ts';
import type { FieldSet } from './types.ts';

const resident: FieldSet = {
  id: 'resident',
  label: '居民',
  fields: [
    { name: 'residentName', label: '姓名', type: 'string', required: true },
    { name: 'idCard', label: '身份证号', type: 'string', check: 'residentIdCard' },
  ],
  controls: [
    { id: 'residentName', compType: 'input', label: '姓名' },
    { id: 'idCard', compType: 'input', label: '身份证号' },
  ],
};
const sets = new Map([['resident', resident]]);

interface TestPage {
  kind: string;
  id: string;
  entity: Record<string, unknown> & { fields?: unknown[] };
  form: { content: { list: unknown[]; config: object } };
}

const page = (entity: Record<string, unknown>, list: unknown[] = [{ id: 'topic', compType: 'input' }]): TestPage => ({
  kind: 'list', id: 'p', entity: { table: 'biz_p', api: '/p', permission: 'p', ...entity }, form: { content: { list, config: {} } },
});

describe('applyFieldSets', () => {
  it('puts the set fields and controls first and drops the names, so a second pass changes nothing', () => {
    const { page: applied, problems } = applyFieldSets(page({ fieldSets: ['resident'], fields: [{ name: 'topic', label: '事项', type: 'string' }] }), sets);
    expect(problems).toEqual([]);
    const out = applied as TestPage;
    expect(out.entity).not.toHaveProperty('fieldSets');
    expect((out.entity.fields as { name: string }[]).map((f) => f.name)).toEqual(['residentName', 'idCard', 'topic']);
    expect((out.form.content.list as { id: string }[]).map((c) => c.id)).toEqual(['residentName', 'idCard', 'topic']);
    expect(applyFieldSets(applied, sets).page).toBe(applied);
  });

  it('lets the page redeclare a set field in its place, and keep its own control of that id', () => {
    const own = { name: 'idCard', label: '身份证号', type: 'string', unique: true };
    const { page: applied } = applyFieldSets(page({ fieldSets: ['resident'], fields: [{ name: 'topic', label: '事项', type: 'string' }, own] }, [{ id: 'idCard', compType: 'input', span: 24 }]), sets);
    const out = applied as TestPage;
    expect(out.entity.fields).toEqual([resident.fields[0], own, { name: 'topic', label: '事项', type: 'string' }]);
    expect(out.form.content.list).toEqual([resident.controls?.[0], { id: 'idCard', compType: 'input', span: 24 }]);
  });

  it('names a set that does not exist by its path', () => {
    expect(applyFieldSets(page({ fieldSets: ['resident', 'owner'], fields: [] }), sets).problems).toEqual([
      { path: '$.entity.fieldSets[1]', rule: 'fieldSet', message: 'field set "owner" does not exist' },
    ]);
  });

  it('returns a page without field sets as it is', () => {
    const plain = page({ fields: [] });
    expect(applyFieldSets(plain, sets).page).toBe(plain);
  });
});
