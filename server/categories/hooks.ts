import type { EntityHooks } from '../entities/hooks.ts';
import { fill } from '../http/messages.ts';
import { categoryMsg } from './messages.ts';

const described = (row: Record<string, unknown>) => fill(categoryMsg.described, { name: String(row.name), code: String(row.code) });

/**
 * 分类字典 is the declared tree entity of schemas/pages/categories.json: the engine keeps its
 * has_child and refuses bad parents (server/entities/tree.ts); what is its own is here. The
 * selector's reads (loadTreeRoot and the rest, routes.ts) stay beside it.
 */
export const categoryHooks: EntityHooks = {
  messages: { notFound: categoryMsg.idNotFound, taken: categoryMsg.codeTaken },
  // The tree list's form reads the saved row back.
  answerRow: true,
  // A batch deletes its categories together or none of them.
  allOrNone: true,
  describe: described,
  auditLine: (action, rows, batch) =>
    (action === 'delete' && batch ? fill(categoryMsg.batchDeleted, { names: rows.map(described).join(',') }) : undefined),
};
