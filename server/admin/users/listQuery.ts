import { text } from '../../http/body.ts';
import { pageParams } from '../../entities/listParams.ts';
import { idList } from './params.ts';
import type { UserQuery } from './records.ts';

function intOrUndefined(value: string): number | undefined {
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The list filters of /sys/user/list (and the picker reads), from the query string. */
export function userListQuery(query: Record<string, unknown>): UserQuery {
  const code = text(query, 'code', 100_000);
  return {
    ...pageParams(query),
    username: text(query, 'username', 100),
    realname: text(query, 'realname', 100),
    phone: text(query, 'phone', 45),
    workNo: text(query, 'workNo', 100),
    status: intOrUndefined(text(query, 'status', 5)),
    sex: intOrUndefined(text(query, 'sex', 5)),
    ids: code ? idList(code) : undefined,
    departId: text(query, 'departId', 64) || undefined,
    column: text(query, 'column', 40),
    order: text(query, 'order', 10).toLowerCase().includes('asc') ? 'asc' : 'desc',
  };
}
