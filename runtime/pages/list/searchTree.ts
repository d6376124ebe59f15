/** A node of a search tree, as antd's TreeSelect takes it. */
export interface SearchTreeNode {
  value: string;
  title: string;
  children?: SearchTreeNode[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function nodeOf(raw: unknown): SearchTreeNode | undefined {
  if (!isRecord(raw)) return undefined;
  const key = raw.id ?? raw.key ?? raw.value;
  if (typeof key !== 'string' || key === '') return undefined;
  const title = String(raw.title ?? raw.departName ?? raw.name ?? key);
  const children = Array.isArray(raw.children) ? raw.children.flatMap((c) => nodeOf(c) ?? []) : [];
  return children.length > 0 ? { value: key, title, children } : { value: key, title };
}

/** The tree of a GET answer (the list itself, or its records), keyed by id, titled by title or departName. */
export function searchTreeNodes(result: unknown): SearchTreeNode[] {
  const list = Array.isArray(result) ? result : isRecord(result) && Array.isArray(result.records) ? result.records : [];
  return list.flatMap((n) => nodeOf(n) ?? []);
}
