import { describe, expect, it } from 'vitest';
import { storedUsersRequest, userPageRequest } from './userPage.ts';

describe('user picker requests', () => {
  it('asks the action for one page, with the keyword as a contains search on realname when there is one', () => {
    expect(userPageRequest('/sys/user/list', { pageNo: 2, pageSize: 10, keyword: '' })).toEqual({ url: '/sys/user/list', params: { pageNo: 2, pageSize: 10 } });
    expect(userPageRequest('/sys/user/list', { pageNo: 1, pageSize: 20, keyword: ' 张 ' })).toEqual({
      url: '/sys/user/list',
      params: { pageNo: 1, pageSize: 20, realname: '*张*' },
    });
  });

  it('asks for a department and its sub-offices through queryUserComponentData', () => {
    expect(userPageRequest('/sys/user/list', { pageNo: 1, pageSize: 10, keyword: '李', departId: 'd1' })).toEqual({
      url: '/sys/user/queryUserComponentData',
      params: { pageNo: 1, pageSize: 10, realname: '*李*', departId: 'd1' },
    });
  });

  it('names stored users by username or id, and asks nothing for other keys', () => {
    expect(storedUsersRequest('username', ['a', 'b'])).toEqual({ url: '/sys/user/getMultiUser', params: { usernames: 'a,b' } });
    expect(storedUsersRequest('id', ['u1'])).toEqual({ url: '/sys/user/getMultiUser', params: { ids: 'u1' } });
    expect(storedUsersRequest('workNo', ['7'])).toBeUndefined();
    expect(storedUsersRequest('username', [])).toBeUndefined();
  });
});
