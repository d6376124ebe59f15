import { describe, expect, it } from 'vitest';
import { hasPermission, isDisabledByPermission } from './permissions.ts';

const lists = (auth: object[], allAuth: object[] = []) => ({ auth, allAuth }) as Parameters<typeof hasPermission>[1];

describe('hasPermission (seed 000 section 6)', () => {
  it('shows a node without a requirement', () => {
    expect(hasPermission(undefined, lists([]))).toBe(true);
    expect(hasPermission('', lists([]))).toBe(true);
  });

  it('shows a node only when the user holds the action on a non-type-2 entry', () => {
    expect(hasPermission('user:add', lists([{ action: 'user:add', type: '1' }]))).toBe(true);
    expect(hasPermission('user:add', lists([{ action: 'user:edit', type: '1' }]))).toBe(false);
    expect(hasPermission('user:add', lists([{ action: 'user:add', type: '2' }]))).toBe(false);
    expect(hasPermission('user:add', lists([]))).toBe(false);
  });

  it('accepts any one of comma-separated actions', () => {
    expect(hasPermission('user:add, user:edit', lists([{ action: 'user:edit', type: '1' }]))).toBe(true);
  });

  it('shows a node whose action the system list switches off with status 0', () => {
    expect(hasPermission('user:add', lists([], [{ action: 'user:add', type: '1', status: '0' }]))).toBe(true);
    expect(hasPermission('user:add', lists([], [{ action: 'user:add', type: '1', status: '1' }]))).toBe(false);
  });

  it('reports a type-2 grant as disabled', () => {
    expect(isDisabledByPermission('user:add', lists([{ action: 'user:add', type: '2' }]))).toBe(true);
    expect(isDisabledByPermission('user:add', lists([{ action: 'user:add', type: '1' }]))).toBe(false);
  });
});
