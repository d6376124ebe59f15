import { describe, expect, it } from 'vitest';
import { controlKinds } from '../../schemas/controls/catalogue.ts';
import { builtInControls } from './builtInControls.ts';
import { createControlRegistry } from './registry.ts';
import type { ControlEntry } from './types.ts';

const Stamp = () => null;

describe('createControlRegistry', () => {
  it('finds an entry by compType', () => {
    const registry = createControlRegistry(builtInControls);
    expect(registry.get('input')?.role).toBe('field');
    expect(registry.get('nope')).toBeUndefined();
  });

  it('throws on a compType registered twice, at once', () => {
    const registry = createControlRegistry(builtInControls);
    const duplicate: ControlEntry = { compType: 'input', role: 'display', Render: Stamp };
    expect(() => registry.register(duplicate.compType, duplicate)).toThrow('control kind "input" is registered twice');
    expect(() => createControlRegistry([duplicate, duplicate])).toThrow(/registered twice/);
  });

  it("takes an integrator's extra kinds without touching the built-in list", () => {
    const stamp: ControlEntry = { compType: 'stamp', role: 'display', Render: Stamp };
    const registry = createControlRegistry([...builtInControls, stamp]);
    expect(registry.get('stamp')).toBe(stamp);
    expect(createControlRegistry(builtInControls).has('stamp')).toBe(false);
  });

  it('has a renderer for every kind of the catalogue, with a role that matches it', () => {
    const registry = createControlRegistry(builtInControls);
    for (const kind of controlKinds) {
      const entry = registry.get(kind.compType);
      expect(entry, kind.compType).toBeDefined();
      // A dynamic table is placed like a layout but holds a value: its rows.
      const expected = kind.compType === 'dynamicTable' ? 'field' : kind.structural ? 'layout' : kind.display ? 'display' : 'field';
      expect(entry?.role, kind.compType).toBe(expected);
    }
    expect(registry.names().sort()).toEqual(controlKinds.map((k) => k.compType).sort());
  });
});
