import { describe, expect, it } from 'vitest';
import { controlKinds } from '../../schemas/controls/catalogue.ts';
import type { Control } from '../../schemas/types.ts';
import { withDefaults } from './controlDefaults.ts';

describe('withDefaults', () => {
  it('puts the catalogue defaults of the kind under the saved properties', () => {
    const merged = withDefaults({ id: 'fd_n', compType: 'inputNumber', max: 120 });
    expect(merged).toMatchObject({ id: 'fd_n', min: 0, max: 120, step: 1, precision: 0, value: 0 });
  });

  it('merges object-valued defaults one level deep', () => {
    const merged = withDefaults({ id: 'fd_c', compType: 'cascader', props: { multiple: true, label: 'name' } });
    expect(merged.props).toMatchObject({ multiple: true, label: 'name', value: 'value', children: 'children', separator: '/' });
  });

  it('leaves the saved control and the catalogue untouched', () => {
    const saved: Control = { id: 'fd_c', compType: 'cascader', props: { multiple: true } };
    withDefaults(saved);
    expect(saved).toEqual({ id: 'fd_c', compType: 'cascader', props: { multiple: true } });
    const cascader = controlKinds.find((k) => k.compType === 'cascader');
    expect((cascader?.defaults.props as Record<string, unknown>).multiple).toBe(false);
  });

  it('returns an unknown kind as it is', () => {
    const odd: Control = { id: 'fd_x', compType: 'mystery' };
    expect(withDefaults(odd)).toBe(odd);
  });
});
