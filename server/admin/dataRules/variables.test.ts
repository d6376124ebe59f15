import { describe, expect, it } from 'vitest';
import { fillVariables, unknownVariables } from './variables.ts';

describe('data rule variables', () => {
  const who = { username: 'jeecg', realname: '张三', orgCode: 'A01A03' };
  const now = new Date(2026, 0, 5, 8, 7, 9);

  it('fills the caller\'s username, name, department code, the date and the time', () => {
    expect(fillVariables('#{sys_user_code}', who, now)).toBe('jeecg');
    expect(fillVariables('#{sys_user_name}', who, now)).toBe('张三');
    expect(fillVariables('#{ sys_org_code }', who, now)).toBe('A01A03');
    expect(fillVariables('#{sys_date}', who, now)).toBe('2026-01-05');
    expect(fillVariables('#{sys_time}', who, now)).toBe('2026-01-05 08:07:09');
    expect(fillVariables('a,#{sys_user_code},b', who, now)).toBe('a,jeecg,b');
  });

  it('leaves plain text and unknown variables as written; no department fills nothing', () => {
    expect(fillVariables('plain', who, now)).toBe('plain');
    expect(fillVariables('#{nope}-#{sys_user_code}', who, now)).toBe('#{nope}-jeecg');
    expect(fillVariables('#{sys_org_code}', { username: 'u', orgCode: null }, now)).toBe('');
  });

  it('names the unknown variables of a value', () => {
    expect(unknownVariables('#{sys_user_code} #{sys_org_code}')).toEqual([]);
    expect(unknownVariables('#{sys_user} and #{x}')).toEqual(['#{sys_user}', '#{x}']);
  });
});
