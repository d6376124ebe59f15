import { describe, expect, it } from 'vitest';
import { createNamedRegistry } from './namedRegistry.ts';

describe('createNamedRegistry', () => {
  it('answers the entries it was built with and those registered after, in order', () => {
    const registry = createNamedRegistry<number>('thing', [['a', 1]]);
    registry.register('b', 2);
    expect(registry.get('a')).toBe(1);
    expect(registry.require('b')).toBe(2);
    expect(registry.has('b')).toBe(true);
    expect(registry.has('c')).toBe(false);
    expect(registry.get('c')).toBeUndefined();
    expect(registry.names()).toEqual(['a', 'b']);
  });

  it('throws on a name registered twice, at once, naming the kind and the name', () => {
    const registry = createNamedRegistry<number>('page kind', [['list', 1]]);
    expect(() => registry.register('list', 2)).toThrow('page kind "list" is registered twice');
    expect(() => createNamedRegistry<number>('page kind', [['x', 1], ['x', 2]])).toThrow('page kind "x" is registered twice');
  });

  it('names the missing name when an entry is required', () => {
    expect(() => createNamedRegistry<number>('action dialog').require('grant')).toThrow('action dialog "grant" is not registered');
    const custom = createNamedRegistry<number>('adapter', [], { missing: (name) => `未注册：${name}` });
    expect(() => custom.require('rest')).toThrow('未注册：rest');
  });

  it('keeps an entry that is falsy', () => {
    expect(createNamedRegistry<number>('n', [['zero', 0]]).require('zero')).toBe(0);
  });
});
