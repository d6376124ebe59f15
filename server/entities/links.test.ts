import { describe, expect, it } from 'vitest';
import { entityModel } from './model.ts';
import { linkValues } from './links.ts';

const entity = entityModel({
  table: 'biz_team', api: '/biz/team', permission: 'team',
  fields: [
    { name: 'name', label: '名称', type: 'string' },
    { name: 'members', label: '成员', type: 'text', link: { table: 'biz_team_member', key: 'team_id', value: 'member_id' } },
  ],
}, { file: 'team.json' });

describe('link fields', () => {
  it('are no column of the table: neither written nor selected with the row', () => {
    expect(entity.fields.map((f) => f.name)).toEqual(['name']);
    expect(entity.byName.has('members')).toBe(false);
    expect(entity.links).toEqual([{ name: 'members', label: '成员', table: 'biz_team_member', key: 'teamId', value: 'memberId' }]);
  });

  it('are read from a body only when it names them, as id lists without blanks or repeats', () => {
    expect(linkValues(entity, { name: 'x' })).toEqual({});
    expect(linkValues(entity, { members: '' })).toEqual({ members: [] });
    expect(linkValues(entity, { members: 'a, b,,a' })).toEqual({ members: ['a', 'b'] });
    expect(linkValues(entity, { members: ['c', 'd'] })).toEqual({ members: ['c', 'd'] });
  });
});
