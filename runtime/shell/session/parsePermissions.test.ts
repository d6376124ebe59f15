import { describe, expect, it } from 'vitest';
import { parsePermissions, PermissionListError } from './parsePermissions';

const home = { id: 'h', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } };

describe('parsePermissions', () => {
  it.each([[null], [{}], [{ menu: [] }], [{ menu: 'x' }]])('rejects %j with the seed message', (result) => {
    expect(() => parsePermissions(result)).toThrow(PermissionListError);
    expect(() => parsePermissions(result)).toThrow('getPermissionList: permissions must be a non-null array !');
  });

  it('returns menu, auth lists and safe mode', () => {
    const auth = [{ action: 'user:add', type: '1', describe: '添加用户' }];
    const parsed = parsePermissions({ menu: [home], auth, allAuth: [...auth, { bogus: 1 }], sysSafeMode: true });
    expect(parsed).toEqual({ menu: [home], auth, allAuth: auth, sysSafeMode: true });
  });

  it('hides a top-level folder whose children are all hidden', () => {
    const folder = { id: 'f', path: '/f', children: [{ id: 'c', path: '/f/c', hidden: true }] };
    const open = { id: 'o', path: '/o', children: [{ id: 'd', path: '/o/d' }] };
    const { menu } = parsePermissions({ menu: [folder, open] });
    expect(menu[0].hidden).toBe(true);
    expect(menu[1].hidden).toBeUndefined();
  });
});
