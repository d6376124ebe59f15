import { App } from 'antd';
import { useState } from 'react';
import type { DataAdapter, Row } from '../../../schemas/adapter.ts';
import type { AnyListPage } from '../../../schemas/types.ts';
import { listMessages as m } from './messages.ts';
import { attachChildren, markExpandable } from './treeRows.ts';
import { reportFailure } from '../../core/failures.ts';

/** Children of one node come in one request. */
const CHILDREN_PAGE_SIZE = 1000;

/**
 * The rows a tree list shows: the loaded page with expanders on rows that have children, and the
 * children of a row loaded the first time it is opened (by `tree.parentField`). A plain list
 * passes its rows through.
 */
export function useTreeRows(schema: AnyListPage, adapter: DataAdapter, records: readonly Row[], idField: string) {
  const { message } = App.useApp();
  const tree = schema.kind === 'tree-list' ? schema.tree : undefined;
  const hasChildField = tree?.hasChildField ?? 'hasChild';
  const shape = (source: readonly Row[]) => (tree ? markExpandable(source, hasChildField) : [...source]);
  const [tracked, setTracked] = useState(() => ({ source: records, rows: shape(records) }));
  // A new page replaces the rows in the same render (no frame showing the old rows under the new
  // total); children loaded since are kept only while the page stays the same.
  let current = tracked;
  if (tracked.source !== records) {
    current = { source: records, rows: shape(records) };
    setTracked(current);
  }

  const onExpand = (expanded: boolean, row: Row) => {
    // Only an expander whose children were never loaded holds the empty placeholder list.
    if (!tree || !expanded || !Array.isArray(row.children) || row.children.length > 0) return;
    const parentId = String(row[idField]);
    adapter.list({ query: { pageNo: 1, pageSize: CHILDREN_PAGE_SIZE, filters: { [tree.parentField]: parentId } } }).then(
      (page) => setTracked((t) => ({ ...t, rows: attachChildren(t.rows, parentId, page.records, idField, hasChildField) })),
      (error: unknown) => reportFailure(message.warning, error, m.loadFailed),
    );
  };

  return { rows: current.rows, onExpand: tree ? onExpand : undefined };
}
