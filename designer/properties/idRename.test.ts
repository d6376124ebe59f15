import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { checkIdRename } from './idRename.ts';

const control: Control = { id: 'fd_1', _id: 'fd_1', compType: 'input' };
const ids = new Set(['fd_1', 'fd_2', 'row_3']);

describe('renaming a control id (seed 001 §5)', () => {
  it('refuses an id another control has with 该ID已经存在，请修改', () => {
    expect(checkIdRename(control, 'fd_2', ids)).toEqual({ ok: false, error: '该ID已经存在，请修改' });
    expect(checkIdRename(control, ' row_3 ', ids)).toEqual({ ok: false, error: '该ID已经存在，请修改' });
  });

  it('accepts a new id, and the patch carries it in id and _id', () => {
    expect(checkIdRename(control, 'fd_name', ids)).toEqual({ ok: true, patch: { id: 'fd_name', _id: 'fd_name' } });
  });

  it("does not count the control's own id as a clash, and sends nothing for it", () => {
    expect(checkIdRename(control, 'fd_1', ids)).toEqual({ ok: true, patch: null });
  });

  it('refuses an id the meta-schema would refuse, before anything says it was changed (issue 19)', () => {
    expect(checkIdRename(control, '9bad id', ids)).toEqual({ ok: false, error: 'ID只能包含字母、数字和下划线，且不能以数字开头' });
    expect(checkIdRename(control, 'fd-1', ids)).toEqual({ ok: false, error: 'ID只能包含字母、数字和下划线，且不能以数字开头' });
  });

  it('refuses an empty id', () => {
    expect(checkIdRename(control, '   ', ids)).toEqual({ ok: false, error: 'ID不能为空' });
  });
});
