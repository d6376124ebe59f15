import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { walkControls, type FormContent } from '../../schemas/types.ts';
import { idPrefix } from './ids.ts';

const example = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/examples/formContent-resettlement-household.json');

// Issue 19 asked whether a copied row should get fd_ (seed 001 §2 "Copying a canvas item also gives
// a new id with the prefix fd_") or keep row_. Decided by the older designer's saved form: its ids
// tell the kind (row_ rows, table_ layout tables, fd_ the rest), so a copy keeps its kind's prefix.
describe('id prefixes follow the kind, as in the older designer\'s saved form (issue 19)', () => {
  const form = JSON.parse(readFileSync(example, 'utf8')) as FormContent;
  const controls = [...walkControls(form.list)].map((x) => x.control).filter((c) => c.compType !== 'tdItem');

  it('every id of the saved form starts with the prefix idPrefix gives its kind', () => {
    expect(controls.length).toBeGreaterThan(5);
    expect(controls.map((c) => [c.compType, String(c.id).slice(0, idPrefix(c.compType).length)])).toEqual(controls.map((c) => [c.compType, idPrefix(c.compType)]));
  });

  it('so a row (copied or new) is row_, a layout table table_, anything else fd_', () => {
    expect(['row', 'table', 'dynamicTable', 'input'].map(idPrefix)).toEqual(['row_', 'table_', 'fd_', 'fd_']);
  });
});
