import { describe, expect, it } from 'vitest';
import { fillTemplate, fillUrl, requestOf } from './template.ts';

describe('action templates', () => {
  const row = { id: 'u1', username: 'zhang san', status: 2, roles: ['a', 'b'] };

  it('keeps the value of a whole placeholder and writes placeholders inside text', () => {
    expect(fillTemplate({ ids: '{id}', status: '{status}', note: '冻结{username}' }, row)).toEqual({ ids: 'u1', status: 2, note: '冻结zhang san' });
    expect(fillTemplate('{missing}', row)).toBe('');
    expect(fillTemplate('x{roles}y', row)).toBe('xa,by');
    expect(fillTemplate([{ a: '{id}' }, 3, true], row)).toEqual([{ a: 'u1' }, 3, true]);
  });

  it('encodes values placed in an address, so a value cannot change the path', () => {
    expect(fillUrl('/sys/dict/loadDictItem/{username}', { username: 'a/../b' })).toBe('/sys/dict/loadDictItem/a%2F..%2Fb');
  });

  it('sends the form values with the body template filled over them', () => {
    expect(requestOf({ method: 'put', url: '/sys/user/changePassword' }, row, { password: 'x' })).toEqual({ method: 'put', url: '/sys/user/changePassword', body: { password: 'x' } });
    expect(requestOf({ method: 'post', url: '/sys/sysDepart/add', body: { parentId: '{id}' } }, row, { departName: '二组', parentId: 'forged' })).toEqual({
      method: 'post', url: '/sys/sysDepart/add', body: { departName: '二组', parentId: 'u1' },
    });
    expect(requestOf({ method: 'put', url: '/sys/user/frozenBatch', body: { ids: '{ids}', status: '2' } }, { ids: 'a,b' })).toEqual({
      method: 'put', url: '/sys/user/frozenBatch', body: { ids: 'a,b', status: '2' },
    });
  });

  it('fills query parameters as text and sends no body with GET or DELETE', () => {
    expect(requestOf({ method: 'get', url: '/sys/annountCement/doReleaseData', params: { id: '{id}', n: 3 } }, row, { ignored: true })).toEqual({
      method: 'get', url: '/sys/annountCement/doReleaseData', params: { id: 'u1', n: 3 },
    });
  });
});
