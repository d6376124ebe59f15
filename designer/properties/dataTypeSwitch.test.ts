import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { switchDataType } from './dataTypeSwitch.ts';

const options = [
  { label: '集中安置', value: 1 },
  { label: '分散安置', value: 2 },
];
const select: Control = { id: 'fd_1', compType: 'select', dataType: 'static', options };

describe('switching between static and dynamic data (seed 001 §2)', () => {
  it('clears the options when switching to dynamic', () => {
    const { patch } = switchDataType(select, 'dynamic', {});
    expect(patch).toEqual({ dataType: 'dynamic', options: [] });
  });

  it('restores the previous options when switched back', () => {
    const away = switchDataType(select, 'dynamic', {});
    const dynamic = { ...select, ...away.patch };
    const back = switchDataType(dynamic, 'static', away.stash);
    expect(back.patch).toEqual({ dataType: 'static', options });
  });

  it('treats a control without dataType as static, and changes nothing for the same type', () => {
    const { patch, stash } = switchDataType({ ...select, dataType: undefined }, 'static', {});
    expect(patch).toEqual({});
    expect(stash).toEqual({});
  });
});
