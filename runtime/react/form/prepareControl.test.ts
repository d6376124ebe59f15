import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import { builtInControls } from '../../controls/builtInControls.ts';
import { createControlRegistry } from '../../controls/registry.ts';
import { preparedControl } from './prepareControl.ts';

const registry = createControlRegistry(builtInControls);

describe('a prepared control, remembered', () => {
  it('is prepared once for the same saved control, path and kinds', () => {
    const raw: Control = { id: 'fd_a', compType: 'input', label: '甲', required: true };
    const first = preparedControl(raw, '$.list[0]', registry);
    expect(preparedControl(raw, '$.list[0]', registry)).toBe(first);
    expect(first.ok && first.control.placeholder).toBe('请输入甲');
  });

  it('is prepared again for another path, so that a problem names where it is', () => {
    const raw: Control = { id: 'fd_b', compType: 'input', rules: [{ rule: '([', msg: '坏' }] };
    expect(preparedControl(raw, '$.list[0]', registry)).toMatchObject({ ok: false, path: '$.list[0].rules[0].rule' });
    expect(preparedControl(raw, '$.list[1]', registry)).toMatchObject({ ok: false, path: '$.list[1].rules[0].rule' });
  });

  it('is prepared again for other kinds, and for an edited control (a new object)', () => {
    const raw: Control = { id: 'fd_c', compType: 'stamp' };
    expect(preparedControl(raw, '$.list[0]', registry).ok).toBe(false);
    const stamp = { compType: 'stamp', role: 'display' as const, Render: () => null };
    expect(preparedControl(raw, '$.list[0]', createControlRegistry([...builtInControls, stamp])).ok).toBe(true);
    const edited = { ...raw, compType: 'input' };
    expect(preparedControl(edited, '$.list[0]', registry).ok).toBe(true);
  });
});
