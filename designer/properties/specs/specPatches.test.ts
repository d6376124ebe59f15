import { describe, expect, it } from 'vitest';
import type { Control } from '../../../schemas/types.ts';
import type { KeyedSpec } from '../propertySpec.ts';
import { specsOf } from './index.ts';

/** The patch a panel sends when `key` of `control` gets `value`. */
function patchFor(control: Control, key: string, value: never) {
  const spec = specsOf(control.compType)?.find((s): s is KeyedSpec => 'key' in s && s.key === key);
  if (!spec?.patch) throw new Error(`${control.compType}.${key} has no patch of its own`);
  return spec.patch(value, control);
}

describe('properties whose change does more than set themselves', () => {
  it('show label sets the label width: 80 shown, 1 hidden (seed 001 §4)', () => {
    const input: Control = { id: 'fd_1', compType: 'input', showLabel: true, labelWidth: 80 };
    expect(patchFor(input, 'showLabel', false as never)).toEqual({ showLabel: false, labelWidth: 1 });
  });

  it('the date type sets the format (seed 001 §4)', () => {
    expect(patchFor({ id: 'fd_1', compType: 'date' }, 'type', 'month' as never)).toMatchObject({ type: 'month', format: 'yyyy-MM' });
  });

  it('a multiple select holds a list, a single one a value', () => {
    expect(patchFor({ id: 'fd_1', compType: 'select', value: 1 }, 'multiple', true as never)).toEqual({ multiple: true, value: [] });
    expect(patchFor({ id: 'fd_1', compType: 'select', value: [1] }, 'multiple', false as never)).toEqual({ multiple: false, value: '' });
  });

  it('a range slider holds [min, max]', () => {
    expect(patchFor({ id: 'fd_1', compType: 'slider', min: 2, max: 9 }, 'range', true as never)).toEqual({ range: true, value: [2, 9] });
  });

  it('a multiple cascader keeps its other props and starts with no value', () => {
    const cascader: Control = { id: 'fd_1', compType: 'cascader', props: { separator: '-', label: 'name' }, value: ['a'] };
    expect(patchFor(cascader, 'props.multiple', true as never)).toEqual({ props: { separator: '-', label: 'name', multiple: true }, value: [] });
  });
});
