import { keyOf, type Row } from './pickerValue.ts';

/** A department tree node as the picker shows it (antd Tree data). */
export interface DeptNode {
  key: string;
  title: string;
  children?: DeptNode[];
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The label of a node: its `dlabel`, else the tree's `title` or `departName` (the department tree sends both). */
function labelOf(row: Row, dlabel: string): string {
  const label = row[dlabel] ?? row.title ?? row.departName ?? row.name;
  return label === undefined || label === null ? '' : String(label);
}

/** The server's tree (`children` null on leaves) as picker nodes keyed by `dval`. */
export function deptNodes(rows: unknown[], keys: { dval: string; dlabel: string }): DeptNode[] {
  return rows.filter(isRow).map((row) => {
    const children = Array.isArray(row.children) ? deptNodes(row.children, keys) : [];
    const node: DeptNode = { key: keyOf(row, keys.dval), title: labelOf(row, keys.dlabel) };
    return children.length > 0 ? { ...node, children } : node;
  });
}

/** Every node of the tree, depth first, as rows with the keys the value reads (`dval`, `dlabel`). */
export function flattenDepts(nodes: DeptNode[], keys: { dval: string; dlabel: string }): Row[] {
  return nodes.flatMap((node) => [{ [keys.dval]: node.key, [keys.dlabel]: node.title }, ...flattenDepts(node.children ?? [], keys)]);
}

/** The nodes whose title holds the keyword, with their ancestors (so each match shows where it sits). */
export function filterDepts(nodes: DeptNode[], keyword: string): DeptNode[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return nodes;
  return nodes.flatMap((node) => {
    if (node.title.toLowerCase().includes(word)) return [node];
    const children = filterDepts(node.children ?? [], word);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Keys of every node that has children: a filtered tree opens all the way down to its matches. */
export function branchKeys(nodes: DeptNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...branchKeys(node.children)] : []));
}
