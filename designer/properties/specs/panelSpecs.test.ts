import { describe, expect, it } from 'vitest';
import { controlKinds } from '../../../schemas/controls/catalogue.ts';
import type { KeyedSpec, PropertySpec } from '../propertySpec.ts';
import { panelSpecs, specsOf } from './index.ts';

const keyed = (compType: string, key: string): KeyedSpec => {
  const spec = specsOf(compType)?.find((s): s is KeyedSpec => 'key' in s && s.key === key);
  if (!spec) throw new Error(`${compType} has no property ${key}`);
  return spec;
};
const has = (compType: string, type: PropertySpec['type']) => specsOf(compType)?.some((s) => s.type === type) ?? false;

// Seed 001 §3 "Defaults per component type" and §5 "Property limits", one row per limit.
const limits: [compType: string, key: string, bounds: { min?: number; max?: number; step?: number }][] = [
  ['input', 'span', { min: 1, max: 24 }],
  ['input', 'labelWidth', { min: 1, max: 200 }],
  ['cascader', 'labelWidth', { min: 0, max: 200 }],
  ['input', 'gutter', { min: 0 }],
  ['row', 'gutter', { min: 0, max: 100 }],
  ['editor', 'max', { min: 100 }],
  ['slider', 'min', { min: 0 }],
  ['dialogList', 'height', { min: 100, max: 1500, step: 10 }],
  ['userList', 'height', { min: 100, max: 1500, step: 10 }],
  ['userDept', 'height', { min: 100, max: 1500, step: 10 }],
  ['upload', 'fileSize', { min: 1, max: 10000, step: 10 }],
  ['barCode', 'height', { min: 10, max: 100 }],
  ['text', 'size', { min: 10, max: 50 }],
  ['text', 'bold', { min: 100, max: 800, step: 100 }],
  ['inputNumber', 'precision', { min: 0, max: 10 }],
  ['checkbox', 'min', { min: 1 }],
  ['checkbox', 'max', { min: 1 }],
  ['cascader', 'width', { min: 0, max: 100 }],
  ['table', 'width', { min: 0, max: 500 }],
  ['table', 'height', { min: 0, max: 1500, step: 5 }],
  ['tdItem', 'style.width', { min: 1, max: 100 }],
];

describe('property panels (seed 001 §3, §5)', () => {
  it('has a panel for every control kind of the catalogue', () => {
    expect(controlKinds.map((k) => k.compType).filter((t) => !specsOf(t))).toEqual([]);
  });

  it.each(limits)('%s.%s is held to %j', (compType, key, bounds) => {
    const spec = keyed(compType, key);
    expect(spec.type).toBe('number');
    expect(spec).toMatchObject(bounds);
    if (bounds.max === undefined) expect(spec).not.toHaveProperty('max', expect.any(Number));
  });

  it('offers the common fields on every value component', () => {
    const valueKinds = controlKinds.filter((k) => k.group === 'common').map((k) => k.compType);
    for (const compType of valueKinds) {
      expect([compType, has(compType, 'id')]).toEqual([compType, true]);
      for (const key of ['label', 'span', 'labelWidth', 'showLabel']) expect([compType, keyed(compType, key).key]).toEqual([compType, key]);
    }
  });

  it('puts the options editor on select, radio and checkbox, and the cascader its own', () => {
    expect(['select', 'radio', 'checkbox'].map((t) => has(t, 'options'))).toEqual([true, true, true]);
    expect(has('cascader', 'cascaderOptions')).toBe(true);
  });

  it('puts the column editor on the three picker kinds and the rules editor on text fields', () => {
    expect(['dialogList', 'userList', 'userDept'].map((t) => has(t, 'colConf'))).toEqual([true, true, true]);
    expect(['input', 'textarea'].map((t) => has(t, 'rules'))).toEqual([true, true]);
  });

  it('offers the seed choices: radio optionType, link type and target, alert effect, cascader expandTrigger', () => {
    const values = (compType: string, key: string) => {
      const spec = keyed(compType, key);
      return spec.type === 'choice' ? spec.choices.map((c) => c.value) : [];
    };
    expect(values('radio', 'optionType')).toEqual(['default', 'button']);
    expect(values('radio', 'size')).toEqual(['medium', 'small', 'mini']);
    expect(values('link', 'type')).toEqual(['primary', 'success', 'warning', 'danger', 'info']);
    expect(values('link', 'target')).toEqual(['_blank', '_self']);
    expect(values('alert', 'type')).toEqual(['success', 'warning', 'error', 'info']);
    expect(values('alert', 'effect')).toEqual(['light', 'dark']);
    expect(values('cascader', 'props.expandTrigger')).toEqual(['click', 'hover']);
    expect(values('inputNumber', 'controls-position')).toEqual(['default', 'right']);
    expect(values('upload', 'list-type')).toEqual(['text', 'picture-card']);
  });

  it('gives every keyed property a label and names no key twice in a panel', () => {
    for (const [compType, specs] of Object.entries(panelSpecs)) {
      const keys = specs.filter((s): s is KeyedSpec => 'key' in s).map((s) => s.key);
      expect([compType, new Set(keys).size]).toEqual([compType, keys.length]);
      for (const s of specs) if ('key' in s) expect(s.label).not.toBe('');
    }
  });

  it("offers a dynamic table's row sorter menu (seed 002 §2) as a switch, on for a new table", () => {
    expect(keyed('dynamicTable', 'dragSort')).toMatchObject({ type: 'switch', label: '排序菜单' });
    expect(controlKinds.find((k) => k.compType === 'dynamicTable')?.defaults.dragSort).toBe(true);
  });
});
