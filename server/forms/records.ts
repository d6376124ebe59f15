import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SysUserTable } from '../db/types.ts';
import { readRule } from '../../schemas/query/grammar.ts';
import { likePattern, list, paramText } from '../entities/filterRules.ts';
import { ApiError, page, type Page } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { formatDateTime, newId } from '../ids.ts';
import type { FormInput } from './input.ts';
import { formMsg } from './messages.ts';
import { formTables, type SysFormTable } from './tables.ts';

/** A saved form as answered: every column but the deletion flag. */
export type SavedFormRecord = Omit<SysFormTable, 'delFlag'>;

type Author = Pick<SysUserTable, 'username' | 'orgCode'>;

const SORTABLE = ['formName', 'remark', 'version', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
type SortColumn = (typeof SORTABLE)[number];

const LIKE_MATCH = { like: 'contains', left_like: 'endsWith', right_like: 'startsWith' } as const;
const COMPARE = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

const answer = ({ delFlag: _deleted, ...record }: SysFormTable): SavedFormRecord => record;

function live(db: Db) {
  return formTables(db).selectFrom('sysForm').where('delFlag', '=', 0);
}

/** `column` (a field or its snake_case column, several comma separated) and `order`; newest first by default. */
function sortOf(params: Record<string, unknown>): { column: SortColumn; direction: 'asc' | 'desc' }[] {
  const direction = paramText(params.order).toLowerCase().includes('asc') ? 'asc' : 'desc';
  const columns = list(paramText(params.column));
  if (columns.length === 0) return [{ column: 'createTime', direction: 'desc' }];
  return columns.map((raw) => {
    const name = raw.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    const column = SORTABLE.find((c) => c === name);
    if (!column) throw new ApiError(fill(msg.unknownSortColumn, { column: raw }));
    return { column, direction };
  });
}

export interface FormListQuery {
  pageNo: number;
  pageSize: number;
  /** The raw request parameters: formName (with the platform's `*v*`, `!v`, `a,b` rules), column, order. */
  params: Record<string, unknown>;
}

/** GET /flowable/form/list: live forms, filtered by name, newest first unless asked otherwise. */
export async function listForms(db: Db, query: FormListQuery): Promise<Page<SavedFormRecord>> {
  const name = paramText(query.params.formName).trim();
  const { rule, value } = readRule(name) ?? { rule: 'eq', value: '' };
  const like = db.dialect === 'postgres' ? 'ilike' : 'like';
  const filtered = live(db).$if(name !== '', (q) => {
    if (rule in LIKE_MATCH) {
      const pattern = likePattern({ text: value, match: LIKE_MATCH[rule as keyof typeof LIKE_MATCH] });
      return q.where(sql<SqlBool>`form_name ${sql.raw(like)} ${pattern} escape '\\'`);
    }
    if (rule === 'in') return q.where('formName', 'in', list(value));
    return q.where('formName', COMPARE[rule as keyof typeof COMPARE], value);
  });
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  let rows = filtered.selectAll();
  for (const key of sortOf(query.params)) rows = rows.orderBy(key.column, key.direction);
  const records = await rows.orderBy('id', 'desc').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
  return page(records.map(answer), Number(total?.n ?? 0), query.pageSize, query.pageNo);
}

/** A live saved form, or the not-found refusal. */
export async function findForm(db: Db, id: string): Promise<SavedFormRecord> {
  const row = await live(db).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(msg.notFoundRow);
  return answer(row);
}

/**
 * The name of a form saved without one: 未命名表单 N, N one above the largest such number in use.
 * Seed 001 leaves the save dialog's name optional, and a nameless form was a blank row in the list.
 */
export async function unnamedFormName(db: Db): Promise<string> {
  const prefix = formMsg.unnamedPrefix;
  const named = await live(db).select('formName').where('formName', 'like', `${prefix}%`).execute();
  const numbers = named.map((r) => Number((r.formName ?? '').slice(prefix.length))).filter((n) => Number.isSafeInteger(n));
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

export async function addForm(db: Db, input: FormInput, by: Author): Promise<SavedFormRecord> {
  const row: SysFormTable = {
    ...input, formName: input.formName ?? (await unnamedFormName(db)), id: newId(), version: 1, sysOrgCode: by.orgCode, delFlag: 0,
    createBy: by.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
  };
  await formTables(db).insertInto('sysForm').values(row).execute();
  return answer(row);
}

/**
 * Saves over version `version` only: the update names it in its WHERE, so of two editors who
 * loaded the same version the second finds nothing to update and is refused (code 409), with
 * nothing overwritten. A successful edit answers the new version.
 */
export async function editForm(db: Db, id: string, version: number, input: FormInput, by: Author): Promise<SavedFormRecord> {
  // Saved again without a name, a form keeps the one it has (or gets 未命名表单 N if it had none).
  const formName = input.formName ?? sql<string>`coalesce(form_name, ${await unnamedFormName(db)})`;
  const updated = await formTables(db)
    .updateTable('sysForm')
    .set({ ...input, formName, version: version + 1, updateBy: by.username, updateTime: formatDateTime() })
    .where('id', '=', id)
    .where('delFlag', '=', 0)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await findForm(db, id); // not found wins over stale
    throw new ApiError(formMsg.versionStale, 200, 409);
  }
  return findForm(db, id);
}

/** Deletion is logical (del_flag 1), like the platform's other tables with the flag. */
export async function removeForms(db: Db, ids: string[], by: Author): Promise<number> {
  const result = await formTables(db)
    .updateTable('sysForm')
    .set({ delFlag: 1, updateBy: by.username, updateTime: formatDateTime() })
    .where('id', 'in', ids)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
