import type { Db } from '../db/database.ts';
import type { SysUserTable } from '../db/types.ts';
import { ApiError, page, type Page } from '../http/envelope.ts';
import { fill } from '../http/messages.ts';
import { formatDateTime, newId } from '../ids.ts';
import { contains } from '../admin/shared/textSearch.ts';
import type { CategoryInput } from './input.ts';
import { categoryMsg } from './messages.ts';
import { categoryTables, ROOT_PID, type SysCategoryTable } from './tables.ts';

type Author = Pick<SysUserTable, 'username' | 'orgCode'>;

export interface CategoryQuery {
  pageNo: number;
  pageSize: number;
  /** Children of this parent; '' for the roots, or for every level when a text is given. */
  pid: string;
  name: string;
  code: string;
}

/** A root has no parent: the list answers pid '' (stored as '0'), so a form's parent picker shows nothing. */
const answered = (row: SysCategoryTable): SysCategoryTable => (row.pid === ROOT_PID ? { ...row, pid: '' } : row);

/** GET /sys/category/list: one level of the tree (roots by default), or matches at every level, in code order. */
export async function listCategories(db: Db, query: CategoryQuery): Promise<Page<SysCategoryTable>> {
  const searching = query.name !== '' || query.code !== '';
  const pid = query.pid || (searching ? '' : ROOT_PID);
  const filtered = categoryTables(db)
    .selectFrom('sysCategory')
    .$if(pid !== '', (q) => q.where('pid', '=', pid))
    .$if(query.name !== '', (q) => q.where(contains(db, 'name', query.name)))
    .$if(query.code !== '', (q) => q.where(contains(db, 'code', query.code)));
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const records = await filtered.selectAll().orderBy('code').orderBy('id').limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize).execute();
  return page(records.map(answered), Number(total?.n ?? 0), query.pageSize, query.pageNo);
}

async function stored(db: Db, id: string): Promise<SysCategoryTable | undefined> {
  return categoryTables(db).selectFrom('sysCategory').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCategory(db: Db, id: string): Promise<SysCategoryTable> {
  const row = await stored(db, id);
  if (!row) throw new ApiError(categoryMsg.idNotFound);
  return answered(row);
}

async function assertCodeFree(db: Db, code: string, exceptId?: string): Promise<void> {
  const taken = await categoryTables(db)
    .selectFrom('sysCategory')
    .select('id')
    .where('code', '=', code)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as string))
    .executeTakeFirst();
  const message = fill(categoryMsg.codeTaken, { code });
  if (taken) throw new ApiError(message, 200, 500, { code: message });
}

/** The parent exists, and (when moving `movingId`) is neither it nor one of its descendants. */
async function assertParent(db: Db, pid: string, movingId?: string): Promise<void> {
  for (let at = pid, depth = 0; at !== ROOT_PID && depth < 100; depth += 1) {
    if (at === movingId) throw new ApiError(categoryMsg.parentIsSelf, 200, 500, { pid: categoryMsg.parentIsSelf });
    const row = await stored(db, at);
    if (!row) {
      if (at === pid) throw new ApiError(categoryMsg.parentNotFound, 200, 500, { pid: categoryMsg.parentNotFound });
      return;
    }
    at = row.pid;
  }
}

const childCount = async (db: Db, pid: string): Promise<number> => {
  const row = await categoryTables(db).selectFrom('sysCategory').select((eb) => eb.fn.countAll().as('n')).where('pid', '=', pid).executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** has_child follows the rows under a parent (counted, so concurrent changes settle right). */
async function refreshHasChild(db: Db, pid: string): Promise<void> {
  if (pid === ROOT_PID) return;
  const hasChild = (await childCount(db, pid)) > 0 ? '1' : '0';
  await categoryTables(db).updateTable('sysCategory').set({ hasChild }).where('id', '=', pid).execute();
}

export async function addCategory(db: Db, input: CategoryInput, by: Author): Promise<SysCategoryTable> {
  await assertParent(db, input.pid);
  await assertCodeFree(db, input.code);
  const row: SysCategoryTable = {
    ...input, id: newId(), hasChild: '0', sysOrgCode: by.orgCode, createBy: by.username, createTime: formatDateTime(), updateBy: null, updateTime: null,
  };
  await categoryTables(db).insertInto('sysCategory').values(row).execute();
  await refreshHasChild(db, input.pid);
  return answered(row);
}

export async function editCategory(db: Db, id: string, input: CategoryInput, by: Pick<SysUserTable, 'username'>): Promise<SysCategoryTable> {
  const before = await stored(db, id);
  if (!before) throw new ApiError(categoryMsg.idNotFound);
  if (input.pid !== before.pid) await assertParent(db, input.pid, id);
  if (input.code !== before.code) await assertCodeFree(db, input.code, id);
  await categoryTables(db).updateTable('sysCategory').set({ ...input, updateBy: by.username, updateTime: formatDateTime() }).where('id', '=', id).execute();
  if (input.pid !== before.pid) {
    await refreshHasChild(db, before.pid);
    await refreshHasChild(db, input.pid);
  }
  return findCategory(db, id);
}

/** A category with children is refused: its children would hang from nothing. */
export async function deleteCategory(db: Db, id: string): Promise<SysCategoryTable> {
  const [row] = await deleteCategories(db, [id]);
  return row;
}

/**
 * Deletes the categories together, or none of them: each must exist, and a category's children
 * must be in the batch too. The parents left behind get their has_child again.
 */
export async function deleteCategories(db: Db, ids: string[]): Promise<SysCategoryTable[]> {
  const rows = ids.length === 0 ? [] : await categoryTables(db).selectFrom('sysCategory').selectAll().where('id', 'in', ids).execute();
  if (rows.length !== ids.length) throw new ApiError(categoryMsg.idNotFound);
  const children = await categoryTables(db).selectFrom('sysCategory').select(['pid', (eb) => eb.fn.countAll().as('n')])
    .where('pid', 'in', ids).where('id', 'not in', ids).groupBy('pid').execute();
  if (children.length > 0) {
    const parent = rows.find((r) => r.id === children[0].pid) as SysCategoryTable;
    throw new ApiError(fill(categoryMsg.hasChildren, { name: parent.name, count: Number(children[0].n) }));
  }
  await categoryTables(db).deleteFrom('sysCategory').where('id', 'in', ids).execute();
  const chosen = new Set(ids);
  for (const pid of new Set(rows.map((r) => r.pid).filter((pid) => !chosen.has(pid)))) await refreshHasChild(db, pid);
  // In the order given, as a single delete answers.
  const byId = new Map(rows.map((r) => [r.id, answered(r)]));
  return ids.map((id) => byId.get(id) as SysCategoryTable);
}
