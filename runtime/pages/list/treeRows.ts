import type { Row } from '../../../schemas/adapter.ts';

/** The platform's hasChild flags: '1', 1, true or 'true'. */
export const hasChildFlag = (value: unknown) => value === '1' || value === 1 || value === true || value === 'true';

/**
 * Rows of a tree list: a row that has children gets an empty `children` list, which makes the table
 * show its expander; the children are loaded when it is first opened.
 */
export function markExpandable(rows: readonly Row[], hasChildField: string): Row[] {
  return rows.map((row) => (hasChildFlag(row[hasChildField]) ? { ...row, children: [] } : row));
}

/**
 * The rows with a node's loaded children put in place, at any depth. A node whose children come
 * back empty becomes a leaf (seed 002 section 4: "if none come back the row becomes a leaf").
 */
export function attachChildren(rows: readonly Row[], parentId: string, children: readonly Row[], idField: string, hasChildField: string): Row[] {
  return rows.map((row) => {
    if (String(row[idField]) === parentId) {
      const { children: _old, ...rest } = row;
      return children.length > 0 ? { ...rest, children: markExpandable(children, hasChildField) } : rest;
    }
    return Array.isArray(row.children) ? { ...row, children: attachChildren(row.children as Row[], parentId, children, idField, hasChildField) } : row;
  });
}
