import { describe, expect, it } from 'vitest';
import { bizConfig, ellipsis, pageQuery, storedKeys, storedRowsQuery, valueOf } from './bizComponent.ts';

describe('business component modal (seed 002 §2, §9)', () => {
  it('is 900 wide, keyed by id, shows name, cuts cells at 12 unless the control says otherwise', () => {
    const config = bizConfig({ id: 'fd_x', compType: 'bizComponent', dataSource: { adapter: 'http', args: { api: '/party/partyOrganization' } } });
    expect([config.width, config.rowKey, config.valueField, config.labelField, config.ellipsisLength, config.multi]).toEqual([900, 'id', 'id', 'name', 12, true]);
    expect(config.dataSource).toEqual({ adapter: 'http', args: { api: '/party/partyOrganization' } });
    const own = bizConfig({ id: 'fd_x', compType: 'bizComponent', rowKey: 'code', labelField: 'orgName', ellipsisLength: 4, columns: [{ field: 'orgName', title: '组织' }, { title: 'no field' }] });
    expect([own.valueField, own.labelField, own.ellipsisLength]).toEqual(['code', 'orgName', 4]);
    expect(own.columns).toEqual([{ field: 'orgName', title: '组织' }]);
    expect(own.dataSource).toBeUndefined();
  });

  it('stores the chosen keys comma-joined with a trailing comma, and reads them back', () => {
    expect(valueOf(['a', 'b'])).toBe('a,b,');
    expect(valueOf([])).toBe('');
    expect(storedKeys('a,b,')).toEqual(['a', 'b']);
    expect(storedKeys('a, b')).toEqual(['a', 'b']);
    expect(storedKeys(null)).toEqual([]);
  });

  it('cuts a long cell to its length with ...', () => {
    expect(ellipsis('安置区第一党支部委员会办公室', 12)).toBe('安置区第一党支部委员会办...');
    expect(ellipsis('第一党支部', 12)).toBe('第一党支部');
  });

  it('searches each filled query field as contains, and names stored keys with one "one of" page', () => {
    expect(pageQuery({ orgName: ' 第一 ', secretary: '' }, 2, 5)).toEqual({ pageNo: 2, pageSize: 5, filters: { orgName: '*第一*' } });
    const config = bizConfig({ id: 'fd_x', compType: 'bizComponent' });
    expect(storedRowsQuery(config, ['a', 'b'])).toEqual({ pageNo: 1, pageSize: 2, filters: { id: 'a,b' } });
  });
});
