import { columnOf } from './names.ts';

/**
 * The system tables a table dictionary may read whether or not a page declares them as entities,
 * with the columns allowed as text and as value. Small on purpose: names and codes that pickers show,
 * nothing personal (a user's phone, email, ID or password never), and open to any signed-in user
 * as the existing platform's pickers are. `live`: the column and value a row must have to be shown.
 */
const SYSTEM_DICTS: Record<string, { text: readonly string[]; value: readonly string[]; live?: [string, number | string] }> = {
  sys_user: { text: ['realname', 'username'], value: ['id', 'username'], live: ['del_flag', 0] },
  sys_depart: { text: ['depart_name'], value: ['id', 'org_code'], live: ['del_flag', '0'] },
  sys_role: { text: ['role_name'], value: ['id', 'role_code'] },
  sys_position: { text: ['name'], value: ['id', 'code'] },
  sys_category: { text: ['name'], value: ['id', 'code'] },
};

export interface SystemDict {
  kind: 'system';
  table: string;
  text: string;
  value: string;
  live?: [string, number | string];
}

/** `table,text,value` of a whitelisted system table (each as a column), or undefined. */
export function systemDict(table: string, text: string, value: string): SystemDict | undefined {
  const allowed = SYSTEM_DICTS[columnOf(table)];
  const [textColumn, valueColumn] = [columnOf(text), columnOf(value)];
  if (!allowed || !allowed.text.includes(textColumn) || !allowed.value.includes(valueColumn)) return undefined;
  return { kind: 'system', table: columnOf(table), text: textColumn, value: valueColumn, live: allowed.live };
}
