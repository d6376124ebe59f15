import { describe, expect, it } from 'vitest';
import type { Control } from '../../schemas/types.ts';
import { readNumberProperty, readProperty, setProperty } from './propertyPath.ts';

describe('reading and writing properties', () => {
  it("falls back to the kind's catalogue default for a key an old form lacks", () => {
    const radio: Control = { id: 'fd_1', compType: 'radio' };
    expect(readProperty(radio, 'optionType')).toBe('default');
    expect(readProperty({ ...radio, optionType: 'button' }, 'optionType')).toBe('button');
  });

  it('reads label widths stored as text as numbers', () => {
    expect(readNumberProperty({ id: 'fd_1', compType: 'input', labelWidth: '80' }, 'labelWidth')).toBe(80);
  });

  it('sets a nested property on a copy of its object, starting from the defaults when absent', () => {
    const cell: Control = { id: '1', compType: 'tdItem', style: { background: '#F6F6F6', width: 15 } };
    expect(setProperty(cell, 'style.width', 20)).toEqual({ style: { background: '#F6F6F6', width: 20 } });
    expect(cell.style).toEqual({ background: '#F6F6F6', width: 15 });
    const bare = setProperty({ id: 'fd_2', compType: 'cascader' }, 'props.separator', '-');
    expect(bare.props).toMatchObject({ separator: '-', 'show-all-levels': true, expandTrigger: 'click' });
  });
});
