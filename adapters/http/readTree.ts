import type { DictOption, Row, TreeNode } from '../../schemas/adapter.ts';

/** The platform's hasChild flags: '1' (string), 1, true or 'true'. */
export function hasChildren(value: unknown): boolean {
  return value === '1' || value === 1 || value === true || value === 'true';
}

/** A list row as a tree node: key and value are the id, the title the named field. */
export function rowToNode(row: Row, options: { idField: string; titleField?: string; hasChildField: string }): TreeNode {
  const id = String(row[options.idField] ?? '');
  const title = options.titleField ? String(row[options.titleField] ?? id) : id;
  return { ...row, key: id, value: id, title, isLeaf: !hasChildren(row[options.hasChildField]) };
}

/** A loadTreeData item (TreeSelectModel: key, value, title, leaf) as a tree node. */
export function treeModelToNode(item: Row): TreeNode {
  const key = String(item.key ?? item.value ?? '');
  return { ...item, key, value: String(item.value ?? key), title: String(item.title ?? key), isLeaf: item.leaf === true || item.isLeaf === true };
}

/** A getDictItems item ({value, text} or {value, label}) in the full option shape. */
export function toDictOption(item: unknown): DictOption | undefined {
  if (typeof item !== 'object' || item === null || !('value' in item)) return undefined;
  const r = item as Row;
  const text = String(r.text ?? r.label ?? r.title ?? r.value ?? '');
  return { value: String(r.value ?? ''), text, label: text, title: text };
}
