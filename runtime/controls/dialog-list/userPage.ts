/**
 * The user picker's requests (seed 002 §2): the user list a page at a time, searched on the server
 * as the role and position pickers are; with a department chosen in the by-department tree, the
 * department's users and its sub-offices' (queryUserComponentData pages and searches the same way).
 */

import { formatFilterValue } from '../../../schemas/query/formatFilterValue.ts';

/** The list parameter the keyword goes in: users are looked for by name. */
export const USER_SEARCH_PARAM = 'realname';
/** Users of a department and its sub-departments, paged (the platform's by-department picker). */
export const DEPART_USERS_URL = '/sys/user/queryUserComponentData';
/** The chosen users of a stored value that carries no names, by username or id. */
export const MULTI_USER_URL = '/sys/user/getMultiUser';

export interface UserPageQuery {
  pageNo: number;
  pageSize: number;
  keyword: string;
  /** The department chosen in the tree; undefined for every user. */
  departId?: string;
}

export function userPageRequest(action: string, query: UserPageQuery): { url: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  // A contains search in the list grammar (`*kw*`), as the role and position pickers send it.
  const word = formatFilterValue({ value: query.keyword, match: 'like', trim: true });
  if (word) params[USER_SEARCH_PARAM] = word;
  if (query.departId) return { url: DEPART_USERS_URL, params: { ...params, departId: query.departId } };
  return { url: action, params };
}

/** The request naming stored users, when the value's key field is one getMultiUser reads; else none. */
export function storedUsersRequest(dval: string, keys: string[]): { url: string; params: Record<string, unknown> } | undefined {
  if (keys.length === 0) return undefined;
  if (dval === 'username') return { url: MULTI_USER_URL, params: { usernames: keys.join(',') } };
  if (dval === 'id') return { url: MULTI_USER_URL, params: { ids: keys.join(',') } };
  return undefined;
}
