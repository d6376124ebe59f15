import { describe, expect, it } from 'vitest';
import { currentDepartName, toCurrentUserDeparts } from './departs';

describe('toCurrentUserDeparts', () => {
  it('keeps id, orgCode and name of each department and the current orgCode', () => {
    const departs = toCurrentUserDeparts({
      list: [
        { id: 'd1', orgCode: 'A01A02', departName: '社会事务部', address: 'x' },
        { id: 'd2', orgCode: 'A01A03', departName: '村务管理部' },
      ],
      orgCode: 'A01A03',
    });
    expect(departs).toEqual({
      list: [
        { id: 'd1', orgCode: 'A01A02', departName: '社会事务部' },
        { id: 'd2', orgCode: 'A01A03', departName: '村务管理部' },
      ],
      orgCode: 'A01A03',
    });
    expect(currentDepartName(departs)).toBe('村务管理部');
  });

  it('reads a missing or malformed answer as no departments', () => {
    expect(toCurrentUserDeparts(null)).toEqual({ list: [], orgCode: null });
    expect(toCurrentUserDeparts({ list: 'x', orgCode: '' })).toEqual({ list: [], orgCode: null });
    expect(toCurrentUserDeparts({ list: [{ departName: 'no code' }, null] }).list).toEqual([]);
  });

  it('has no current name when the orgCode is not among the departments', () => {
    expect(currentDepartName(toCurrentUserDeparts({ list: [{ id: 'd1', orgCode: 'A01', departName: '管委会' }], orgCode: 'B02' }))).toBeNull();
  });
});
