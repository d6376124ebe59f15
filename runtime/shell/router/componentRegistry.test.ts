import { describe, expect, it } from 'vitest';
import { createComponentRegistry } from './componentRegistry';

const Page = () => null;

describe('createComponentRegistry', () => {
  it('resolves registered names and nothing else', () => {
    const registry = createComponentRegistry();
    registry.register('dashboard/Analysis', Page);
    expect(registry.get('dashboard/Analysis')).toBe(Page);
    expect(registry.get('system/UserList')).toBeUndefined();
    expect(registry.names()).toEqual(['dashboard/Analysis']);
  });

  it('refuses a name registered twice', () => {
    const registry = createComponentRegistry();
    registry.register('layouts/RouteView', Page);
    expect(() => registry.register('layouts/RouteView', Page)).toThrow('registered twice');
  });

  it('keeps registries apart', () => {
    const a = createComponentRegistry();
    a.register('x', Page);
    expect(createComponentRegistry().get('x')).toBeUndefined();
  });
});
