import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { fill } from '../http/messages.ts';
import type { CategoryCondition } from './condition.ts';
import { categoryMsg } from './messages.ts';
import { categoryNode, type CategoryNode, type CategoryRow } from './treeNode.ts';
import { categoryTables, ROOT_PID, type SysCategoryTable } from './tables.ts';

/** One level of a category tree is a short list; this bounds a request that names a huge one. */
const LEVEL_LIMIT = 2000;
/** A whole tree (loadTreeRoot with async=false) stops at this many nodes or levels. */
const TREE_NODE_LIMIT = 5000;
const TREE_DEPTH_LIMIT = 20;

const NODE_COLUMNS = ['id', 'pid', 'name', 'code', 'hasChild'] as const;

/** The children of the given parents, filtered by `condition`, in code order. */
async function childRows(db: Db, pids: string[], condition: CategoryCondition = {}): Promise<CategoryRow[]> {
  let query = categoryTables(db).selectFrom('sysCategory').select(NODE_COLUMNS).where('pid', 'in', pids);
  for (const [column, value] of Object.entries(condition) as [keyof SysCategoryTable, string][]) {
    query = query.where(column, '=', value);
  }
  return query.orderBy('code').orderBy('id').limit(LEVEL_LIMIT).execute();
}

export async function childNodes(db: Db, pid: string, condition?: CategoryCondition): Promise<CategoryNode[]> {
  return (await childRows(db, [pid], condition)).map(categoryNode);
}

/** The id under which a code's children hang: the root for '' and '0', else that category's id. */
export async function pidOfCode(db: Db, pcode: string): Promise<string> {
  if (!pcode || pcode === ROOT_PID) return ROOT_PID;
  const row = await categoryTables(db).selectFrom('sysCategory').select('id').where('code', '=', pcode).executeTakeFirst();
  if (!row) throw new ApiError(fill(categoryMsg.pcodeUnknown, { code: pcode }));
  return row.id;
}

/** The nodes under `pid` with their descendants filled in, a level per query. */
export async function subtree(db: Db, pid: string): Promise<CategoryNode[]> {
  const top = await childNodes(db, pid);
  let level = top;
  let count = top.length;
  for (let depth = 1; depth < TREE_DEPTH_LIMIT && level.length > 0 && count < TREE_NODE_LIMIT; depth += 1) {
    const parents = new Map(level.map((node) => [node.key, node]));
    const rows = await childRows(db, [...parents.keys()]);
    const next = rows.slice(0, TREE_NODE_LIMIT - count).map(categoryNode);
    for (const node of next) {
      const parent = parents.get(node.parentId);
      if (parent) parent.children = [...(parent.children ?? []), node];
    }
    count += next.length;
    level = next;
  }
  return top;
}

/** loadOne: the one category whose `column` equals `value`; none or several are refusals. */
export async function categoryBy(db: Db, column: keyof SysCategoryTable, value: string): Promise<SysCategoryTable> {
  const rows = await categoryTables(db).selectFrom('sysCategory').selectAll().where(column, '=', value).limit(2).execute();
  if (rows.length === 0) throw new ApiError(categoryMsg.notFound);
  if (rows.length > 1) throw new ApiError(fill(categoryMsg.manyFound, { field: column, val: value }));
  return rows[0];
}

/** loadDictItem: the names of the given ids, in the order asked; ids that name nothing are left out. */
export async function namesOf(db: Db, ids: string[]): Promise<string[]> {
  const rows = await categoryTables(db).selectFrom('sysCategory').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => (names.has(id) ? [names.get(id) as string] : []));
}
