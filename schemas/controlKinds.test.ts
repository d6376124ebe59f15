import { describe, expect, it } from 'vitest';
import { controlKinds } from './controls/catalogue.ts';
import controlSchema from './meta/control.schema.json';

describe('the control kinds of the meta-schema', () => {
  it('are the catalogue kinds, the table cell aside (it is no control): one list cannot drift from the other', () => {
    const listed = controlSchema.$defs.control.properties.compType.enum;
    const catalogue = controlKinds.map((kind) => kind.compType).filter((kind) => kind !== 'tdItem');
    expect([...listed].sort()).toEqual([...catalogue].sort());
  });
});
