import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { fill, msg } from '../http/messages.ts';
import { applyFilters } from './applyFilters.ts';
import { dynamic, type EntityRow } from './dynamic.ts';
import { fieldRefusal } from './fieldValues.ts';
import type { Filter } from './filterRules.ts';
import type { EntityHooks, WriteChange } from './hooks.ts';
import type { EntityModel, TreeModel } from './model.ts';
import { liveOnly } from './softDelete.ts';

/** Deeper than any administrator's tree: a walk up that goes on past it is a cycle left by older data. */
const MAX_DEPTH = 100;

/**
 * The filter of one level: the rows under `parent` (the roots under the tree's root value, or with no
 * parent). With a blank root, a parent that holds no value is a root too (older rows, as sys_depart's, keep null).
 */
export function childrenOf(tree: TreeModel, parent: string | null): Filter {
  if (parent === null) return { kind: 'missing', field: tree.parent };
  const under: Filter = { kind: 'compare', field: tree.parent, op: '=', value: parent };
  return parent === '' ? { kind: 'any', filters: [under, { kind: 'missing', field: tree.parent }] } : under;
}

/** A list without filters is the tree's top level, as the tree table asks for it; any filter searches every level. */
export const treeLevel = (entity: EntityModel, filters: Filter[]): Filter[] =>
  entity.tree && filters.length === 0 ? [childrenOf(entity.tree, entity.tree.root)] : filters;

/** A root's parent is answered empty, so a form's parent picker shows nothing for it. */
export function answerRoots(entity: EntityModel, rows: EntityRow[]): void {
  const tree = entity.tree;
  if (!tree || tree.root === null) return;
  for (const row of rows) if (row[tree.parent] === tree.root) row[tree.parent] = '';
}

/** The row as a refusal names it: its first declared text field other than the parent. */
function nameOf(entity: EntityModel, tree: TreeModel, row: EntityRow): string {
  const field = entity.fields.find((f) => f.name !== tree.parent && (f.type === 'string' || f.type === 'text'));
  return String(row[field?.name ?? 'id'] ?? row.id);
}

async function children(db: Db, entity: EntityModel, tree: TreeModel, parents: string[], except: string[] = []): Promise<{ parent: string; n: number }[]> {
  let query = dynamic(db).selectFrom(entity.table)
    .select([sql.ref<string>(tree.parent).as('parent'), sql<number>`count(*)`.as('n')])
    .where(tree.parent, 'in', parents)
    .$call((q) => applyFilters(q, entity, db.dialect, liveOnly(entity, [])));
  if (except.length > 0) query = query.where('id', 'not in', except);
  const rows = await query.groupBy(tree.parent).execute();
  return rows.map((r) => ({ parent: String(r.parent), n: Number(r.n) }));
}

/** The has-child column's value: '1' with children, or the other way round for an is-leaf column (tree.leaf). */
const hasChildValue = (tree: TreeModel, has: boolean) => (has !== tree.leaf ? '1' : '0');

/** has-child follows the rows under each parent (counted, so concurrent changes settle right). */
async function refreshHasChild(db: Db, entity: EntityModel, tree: TreeModel, parents: unknown[]): Promise<void> {
  const ids = [...new Set(parents.filter((p) => p !== null && p !== undefined).map(String))].filter((p) => p !== tree.root && p !== '');
  if (ids.length === 0) return;
  const having = new Set((await children(db, entity, tree, ids)).map((c) => c.parent));
  for (const id of ids) await dynamic(db).updateTable(entity.table).set({ [tree.hasChild]: hasChildValue(tree, having.has(id)) }).where('id', '=', id).execute();
}

const refuseParent = (tree: TreeModel, message: string) => fieldRefusal([{ field: tree.parent, message }]);

/** The refusals' wording: the entity's own (hooks.messages) or the engine's, from its label. */
type TreeWords = EntityHooks['messages'];

/** The parent exists (not deleted), and on a move it is neither the row nor one of the rows under it. */
async function checkParent(db: Db, entity: EntityModel, tree: TreeModel, words: TreeWords, parent: string, moving?: string): Promise<void> {
  const label = entity.label;
  for (let at = parent, depth = 0; at !== tree.root && depth < MAX_DEPTH; depth += 1) {
    if (at === moving) throw refuseParent(tree, fill(words?.treeParentIsSelf ?? msg.treeParentIsSelf, { label }));
    const row = await dynamic(db).selectFrom(entity.table).select(tree.parent).where('id', '=', at)
      .$call((q) => applyFilters(q, entity, db.dialect, liveOnly(entity, []))).executeTakeFirst();
    if (!row) {
      if (at === parent) throw refuseParent(tree, fill(words?.treeParentMissing ?? msg.treeParentMissing, { label }));
      return;
    }
    const next = row[tree.parent];
    if (next === null || next === undefined) return;
    at = String(next);
  }
}

/** A blank parent is the root; on edit, a parent not sent stays. */
function parentOf(tree: TreeModel, change: WriteChange): string | null | undefined {
  const { values, mode } = change;
  if (mode === 'edit' && !Object.hasOwn(values, tree.parent)) return undefined;
  const given = values[tree.parent];
  const parent = given === null || given === undefined || given === '' ? tree.root : String(given);
  values[tree.parent] = parent;
  return parent;
}

/**
 * The engine's upkeep of a tree table, as hooks run before the entity's own (withTree): the parent
 * checked, has-child kept on add, move and delete, all in the write's transaction, and a row with
 * children kept until they are gone (a batch may delete a row with all of its children).
 */
export function treeHooks(entity: EntityModel, tree: TreeModel, words?: TreeWords): EntityHooks {
  return {
    async beforeWrite({ db }, change) {
      const parent = parentOf(tree, change);
      if (change.mode === 'add') change.values[tree.hasChild] = hasChildValue(tree, false);
      if (parent === undefined || parent === null || parent === tree.root || (change.before && change.before[tree.parent] === parent)) return;
      await checkParent(db, entity, tree, words, parent, change.before ? String(change.before.id) : undefined);
    },
    async afterWrite({ db }, { before, row }) {
      const was = before?.[tree.parent];
      if (before && was === row[tree.parent]) return;
      await refreshHasChild(db, entity, tree, before ? [was, row[tree.parent]] : [row[tree.parent]]);
    },
    async beforeDelete({ db }, rows) {
      const ids = rows.map((r) => String(r.id));
      const [left] = await children(db, entity, tree, ids, ids);
      if (!left) return;
      const parent = rows.find((r) => String(r.id) === left.parent) as EntityRow;
      const name = nameOf(entity, tree, parent);
      const reason = fill(words?.treeHasChildren ?? msg.treeHasChildren, { label: entity.label, name, count: left.n });
      throw new ApiError(words?.inBatch && rows.length > 1 ? fill(words.inBatch, { name, reason }) : reason);
    },
    async afterDelete({ db }, rows) {
      const ids = new Set(rows.map((r) => String(r.id)));
      await refreshHasChild(db, entity, tree, rows.map((r) => r[tree.parent]).filter((p) => !ids.has(String(p))));
    },
  };
}

/** The entity's hooks with the engine's own for its features (a tree's upkeep) run first. */
export function withTree(entity: EntityModel, own: EntityHooks): EntityHooks {
  if (!entity.tree) return own;
  const tree = treeHooks(entity, entity.tree, own.messages);
  return {
    ...own,
    async beforeWrite(ctx, change) {
      await tree.beforeWrite?.(ctx, change);
      await own.beforeWrite?.(ctx, change);
    },
    async afterWrite(ctx, change) {
      await tree.afterWrite?.(ctx, change);
      await own.afterWrite?.(ctx, change);
    },
    async beforeDelete(ctx, rows) {
      await tree.beforeDelete?.(ctx, rows);
      await own.beforeDelete?.(ctx, rows);
    },
    async afterDelete(ctx, rows) {
      await tree.afterDelete?.(ctx, rows);
      await own.afterDelete?.(ctx, rows);
    },
  };
}
