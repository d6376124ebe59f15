import type { Control } from '../../../schemas/types.ts';
import { controlMessages } from '../messages.ts';
import { readFlag, readText } from '../shared/read.ts';

/**
 * The category selector's pure parts (seed 001 "Category selector", §7 calls): which call loads
 * the roots and the children, how a server node becomes a tree node, how the value is kept.
 */

export const CATEGORY_URLS = {
  root: '/sys/category/loadTreeRoot',
  children: '/sys/category/loadTreeChildren',
  treeData: '/sys/category/loadTreeData',
  one: '/sys/category/loadOne',
  dictItem: '/sys/category/loadDictItem/',
} as const;

/** Seed 001 §9: the tree dropdown is at most 400px high. */
export const CATEGORY_LIST_HEIGHT = 400;
/** loadTreeData's pcode unless the control names one. */
export const DEFAULT_PCODE = '0';
/** Several chosen categories are kept as one comma-separated value. */
export const CATEGORY_SEPARATOR = ',';

export interface CategoryConfig {
  /** The code of the category whose children are the roots. */
  pcode: string;
  /** The id whose children are the roots (loadTreeData). */
  pid: string;
  /** A JSON object string of field:value filters (loadTreeData). */
  condition: string;
  multiple: boolean;
  /** What the value holds: the category ids (default) or their codes. */
  valueField: 'id' | 'code';
  placeholder: string;
}

export interface CategoryNode {
  /** What the value keeps: the id or the code. */
  value: string;
  title: string;
  /** The category id, which children are asked by. */
  id: string;
  isLeaf: boolean;
  children?: CategoryNode[];
}

export type Request = { url: string; params: Record<string, unknown> };

export function categoryConfig(control: Control): CategoryConfig {
  return {
    pcode: readText(control, 'pcode').trim(),
    pid: readText(control, 'pid').trim(),
    condition: readText(control, 'condition').trim(),
    multiple: readFlag(control, 'multiple'),
    valueField: control.valueField === 'code' ? 'code' : 'id',
    placeholder: readText(control, 'placeholder'),
  };
}

/** Seed 001 §5: `condition` must be a JSON object string; answers the message when it is not, else undefined. */
export function checkCondition(condition: string): string | undefined {
  if (!condition) return undefined;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? undefined : controlMessages.categoryBadCondition;
  } catch {
    return controlMessages.categoryBadCondition;
  }
}

/** loadTreeData serves a filtered tree (pid, pcode, condition); loadTreeRoot the plain tree under a code. */
const usesTreeData = (config: CategoryConfig) => config.condition !== '' || config.pid !== '' || config.pcode === '';

export function rootRequest(config: CategoryConfig): Request {
  if (usesTreeData(config)) {
    const params: Record<string, unknown> = { pid: config.pid, pcode: config.pcode || DEFAULT_PCODE };
    if (config.condition) params.condition = config.condition;
    return { url: CATEGORY_URLS.treeData, params };
  }
  return { url: CATEGORY_URLS.root, params: { async: true, pcode: config.pcode } };
}

export function childrenRequest(config: CategoryConfig, id: string): Request {
  if (usesTreeData(config)) {
    const params: Record<string, unknown> = { pid: id, pcode: config.pcode || DEFAULT_PCODE };
    if (config.condition) params.condition = config.condition;
    return { url: CATEGORY_URLS.treeData, params };
  }
  return { url: CATEGORY_URLS.children, params: { pid: id } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (...values: unknown[]) => {
  const found = values.find((v) => v !== undefined && v !== null && v !== '');
  return found === undefined ? '' : String(found);
};

/** A server node ({key, code, title or name, leaf or isLeaf, children}) as a tree node; `leaf` wins over `isLeaf` (TreeSelectModel sends leaf). */
export function toCategoryNode(raw: unknown, valueField: CategoryConfig['valueField']): CategoryNode | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw.key, raw.id, raw.value);
  if (!id) return undefined;
  const leaf = typeof raw.leaf === 'boolean' ? raw.leaf : typeof raw.isLeaf === 'boolean' ? raw.isLeaf : false;
  const children = Array.isArray(raw.children) ? toCategoryNodes(raw.children, valueField) : [];
  const node: CategoryNode = {
    value: valueField === 'code' ? text(raw.code, id) : id,
    title: text(raw.title, raw.name, raw.label, raw.code, id),
    id,
    isLeaf: leaf,
  };
  return children.length > 0 ? { ...node, children } : node;
}

export function toCategoryNodes(list: unknown, valueField: CategoryConfig['valueField']): CategoryNode[] {
  return Array.isArray(list) ? list.flatMap((raw) => toCategoryNode(raw, valueField) ?? []) : [];
}

/** The tree with `children` set under the node of `id`. */
export function withChildren(nodes: CategoryNode[], id: string, children: CategoryNode[]): CategoryNode[] {
  return nodes.map((node) => {
    if (node.id === id) return { ...node, children, isLeaf: children.length === 0 };
    return node.children ? { ...node, children: withChildren(node.children, id, children) } : node;
  });
}

/** The chosen values of a stored value ('a,b' or a list). */
export function categoryValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(CATEGORY_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The labels of stored values: loadDictItem by ids (names in the same order), or loadOne per code. */
export function labelRequests(values: string[], valueField: CategoryConfig['valueField']): Request[] {
  if (values.length === 0) return [];
  if (valueField === 'id') return [{ url: CATEGORY_URLS.dictItem, params: { ids: values.join(CATEGORY_SEPARATOR) } }];
  return values.map((val) => ({ url: CATEGORY_URLS.one, params: { field: 'code', val } }));
}

/** The names the label calls answered, by value; a value without a name is left out (it shows as itself). */
export function labelsFrom(values: string[], valueField: CategoryConfig['valueField'], answers: unknown[]): Map<string, string> {
  const labels = new Map<string, string>();
  if (valueField === 'id') {
    const names = Array.isArray(answers[0]) ? answers[0] : [];
    values.forEach((value, i) => names[i] !== undefined && names[i] !== null && names[i] !== '' && labels.set(value, String(names[i])));
    return labels;
  }
  values.forEach((value, i) => {
    const row = answers[i];
    if (isRecord(row) && row.name !== undefined && row.name !== null) labels.set(value, String(row.name));
  });
  return labels;
}

/** A value as the tree dropdown holds it with labelInValue: the stored key and its shown name. */
export type LabelledValue = { value: string; label?: unknown };

/** Every node of the loaded tree by its value. */
export function nodesByValue(nodes: CategoryNode[], into = new Map<string, CategoryNode>()): Map<string, CategoryNode> {
  for (const node of nodes) {
    into.set(node.value, node);
    if (node.children) nodesByValue(node.children, into);
  }
  return into;
}

/**
 * The stored values with their names: a node's title once its level is loaded, else the name the
 * server gave for it (`labels`), else the value itself.
 */
export function labelledValues(values: string[], known: ReadonlyMap<string, CategoryNode>, labels: ReadonlyMap<string, string>): LabelledValue[] {
  return values.map((v) => ({ value: v, label: known.get(v)?.title ?? labels.get(v) ?? v }));
}

/** What the dropdown's change hands back (one, several or none), as the stored joined text. */
export function joinedValue(next: LabelledValue | LabelledValue[] | null | undefined, separator: string): string {
  const list = Array.isArray(next) ? next : next ? [next] : [];
  return list.map((item) => item.value).join(separator);
}
