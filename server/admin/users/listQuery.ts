import { formatFilterValue } from '../../../schemas/query/index.ts';
import { text } from '../../http/body.ts';
import { pageParams } from '../../entities/listParams.ts';
import { listFilters, listModel, listSort } from '../shared/listModel.ts';
import { idList } from '../../http/batchIds.ts';
import type { UserQuery } from './records.ts';

/** The user list's filterable and sortable columns, read by the list grammar every entity answers (decision 0017). */
export const USER_COLUMNS = listModel('sys_user', [
  { name: 'username', label: '用户账号', type: 'string' },
  { name: 'realname', label: '用户姓名', type: 'string' },
  { name: 'phone', label: '手机号码', type: 'string' },
  { name: 'email', label: '电子邮件', type: 'string' },
  { name: 'workNo', label: '工号', type: 'string' },
  { name: 'sex', label: '性别', type: 'integer' },
  { name: 'status', label: '状态', type: 'integer' },
], ['system/UserList']);

const FILTERED = ['username', 'realname', 'phone', 'email', 'workNo', 'sex', 'status', 'superQueryParams', 'superQueryMatchType'];

/**
 * The list filters of /sys/user/list, from the query string: the columns above by the list grammar
 * (`!admin`, `a,b`, `*v*`, the advanced query), `code` (ids) and `departId` as the platform reads them.
 */
export function userListQuery(query: Record<string, unknown>): UserQuery {
  const code = text(query, 'code', 100_000);
  return {
    ...pageParams(query),
    filters: listFilters(USER_COLUMNS, query, FILTERED),
    sort: listSort(USER_COLUMNS, query),
    ids: code ? idList(code) : undefined,
    departId: text(query, 'departId', 64) || undefined,
  };
}

/** The user pickers search by a keyword: a plain one means "contains", as the list's search bar sends it. */
export function pickerListQuery(query: Record<string, unknown>): UserQuery {
  const keyword = (name: string) => {
    const value = text(query, name, 100);
    return value.includes('*') ? value : formatFilterValue({ value, match: 'like', trim: true });
  };
  return userListQuery({ ...query, username: keyword('username'), realname: keyword('realname') });
}
