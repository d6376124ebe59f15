import { describe, expect, it } from 'vitest';
import { v0ToV1 } from './v0ToV1.ts';
import { migratePage, SchemaVersionError } from './index.ts';
import { checkPageSchema } from '../validate.ts';

const v0 = {
  type: 'list',
  id: 'old-page',
  title: '旧页面',
  columns: [{ dataIndex: 'name', title: '名称' }, { field: 'age', title: '年龄' }],
};

describe('schema migration 0 → 1', () => {
  it('renames type to kind and dataIndex to field, and sets the version', () => {
    expect(v0ToV1(v0)).toEqual({
      kind: 'list',
      version: 1,
      id: 'old-page',
      title: '旧页面',
      columns: [{ field: 'name', title: '名称' }, { field: 'age', title: '年龄' }],
    });
  });

  it('gives a schema that passes the current meta-schema', () => {
    expect(checkPageSchema(migratePage(v0)).ok).toBe(true);
  });

  it('leaves a current schema as the very same object', () => {
    const current = { kind: 'list', version: 1, id: 'x1', title: 't', columns: [{ field: 'a', title: 'a' }] };
    expect(migratePage(current)).toBe(current);
  });

  it('refuses a version from the future and a version that is not a number', () => {
    expect(() => migratePage({ ...v0, version: 99 })).toThrow(SchemaVersionError);
    expect(() => migratePage({ ...v0, version: '1' })).toThrow(/\$\.version/);
  });
});
