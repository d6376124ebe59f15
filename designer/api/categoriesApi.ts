import { listOf, resultAndMessage, recordOf, type ApiClient } from './apiClient.ts';
import { apiMessages, fill } from './messages.ts';

/** A node of the category tree (TreeSelectModel: `key` is the id, `leaf` says it has no children). */
export interface CategoryNode {
  key: string;
  value: string;
  code: string;
  title: string;
  label: string;
  leaf: boolean;
  isLeaf: boolean;
  parentId: string;
  /** Filled only for a whole tree (loadTreeRoot with async false); null otherwise. */
  children: CategoryNode[] | null;
}

/** One sys_category row (loadOne); the selector shows `name`. */
export interface CategoryRecord {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
}

const BASE = '/sys/category';
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function nodeOf(item: unknown, url: string): CategoryNode {
  const record = recordOf(item, url);
  const key = str(record.key);
  if (!key) throw new Error(fill(apiMessages.badAnswer, { url }));
  const title = str(record.title) || str(record.name);
  const leaf = record.leaf === true || record.isLeaf === true;
  const children = Array.isArray(record.children) ? record.children.map((child) => nodeOf(child, url)) : null;
  return { key, value: str(record.value) || key, code: str(record.code), title, label: str(record.label) || title, leaf, isLeaf: leaf, parentId: str(record.parentId), children };
}

const nodesOf = (result: unknown, url: string) => listOf(result, url).map((item) => nodeOf(item, url));

/**
 * Seed 001 section 5: loadTreeData's `condition` must be a JSON string (of an object). Checked here
 * too, so a misconfigured selector says so without a round trip; the server checks it again.
 */
export function checkCondition(condition: string | undefined): void {
  if (condition === undefined || condition.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new Error(apiMessages.conditionNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(apiMessages.conditionNotJson);
}

/** The category selector's calls (seed 001 section 7) over a client; refusals carry the server's message. */
export function createCategoryApi(client: ApiClient) {
  const call = async (path: string, params: Record<string, string | undefined>, signal?: AbortSignal) => {
    const url = `${BASE}/${path}`;
    return { url, result: resultAndMessage(await client.get(url, params, signal), url).result };
  };

  return {
    /** The nodes under the category `pcode` (the root when empty); `async: false` brings the whole tree. */
    async loadTreeRoot(options: { pcode?: string; async?: boolean; signal?: AbortSignal } = {}): Promise<CategoryNode[]> {
      const { url, result } = await call('loadTreeRoot', { pcode: options.pcode ?? '', async: String(options.async ?? true) }, options.signal);
      return nodesOf(result, url);
    },
    async loadTreeChildren(pid: string, signal?: AbortSignal): Promise<CategoryNode[]> {
      const { url, result } = await call('loadTreeChildren', { pid }, signal);
      return nodesOf(result, url);
    },
    /** One level: under `pid` when given, else under the category `pcode` ('0', the root, by default). */
    async loadTreeData(options: { pid?: string; pcode?: string; condition?: string; signal?: AbortSignal } = {}): Promise<CategoryNode[]> {
      checkCondition(options.condition);
      const params = { pid: options.pid || undefined, pcode: options.pcode || '0', condition: options.condition || undefined };
      const { url, result } = await call('loadTreeData', params, options.signal);
      return nodesOf(result, url);
    },
    /** The category whose `field` (a column such as code or id) equals `val`. */
    async loadOne(field: string, val: string, signal?: AbortSignal): Promise<CategoryRecord> {
      const { url, result } = await call('loadOne', { field, val }, signal);
      const record = recordOf(result, url);
      return { id: str(record.id), pid: str(record.pid), name: str(record.name), code: str(record.code), hasChild: str(record.hasChild) };
    },
    /** The names of the given ids, in their order (ids naming nothing are left out by the server). */
    async loadDictItem(ids: readonly string[] | string, signal?: AbortSignal): Promise<string[]> {
      const list = typeof ids === 'string' ? ids : ids.join(',');
      const url = `${BASE}/loadDictItem/`;
      const result = resultAndMessage(await client.get(url, { ids: list }, signal), url).result;
      return listOf(result, url).map(str);
    },
  };
}

export type CategoryApi = ReturnType<typeof createCategoryApi>;
