/**
 * The data-source adapter contract (house-style.md, "Adapters"): one params object per method,
 * every method required, an AbortSignal where a call can be cancelled, and one typed error.
 * Schemas name an adapter; the runtime calls it; nothing in runtime/ knows a URL.
 */

/** A record as the adapter hands it over; pages read fields by name and narrow them. */
export type Row = Record<string, unknown>;

export interface PageResult {
  records: Row[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export type SuperQueryRule = 'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** One condition of the advanced query builder (seed 002 section 3). */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type?: string;
  dbType?: string;
}

export interface SuperQuery {
  matchType: 'and' | 'or';
  conditions: SuperQueryCondition[];
}

/** What a list shows: filters use the platform's value conventions (`*v*`, `!v`, `>= v`, `a,b`, `_begin/_end`). */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort?: { column: string; order: 'asc' | 'desc' };
  filters: Record<string, string>;
  superQuery?: SuperQuery;
}

export interface Progress {
  loaded: number;
  total?: number;
}

export interface ImportResult {
  /** 200: every row imported; 201: imported, but some rows were refused (see errorFileUrl). */
  code: 200 | 201;
  message: string;
  errorFileUrl?: string;
}

export interface DictOption {
  value: string;
  text: string;
  label: string;
  title: string;
}

export interface TreeNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: TreeNode[];
  [field: string]: unknown;
}

type Cancellable = { signal?: AbortSignal };

export interface DataAdapter {
  list(params: { query: ListQuery } & Cancellable): Promise<PageResult>;
  get(params: { id: string } & Cancellable): Promise<Row>;
  create(params: { values: Row } & Cancellable): Promise<{ message: string }>;
  update(params: { id: string; values: Row } & Cancellable): Promise<{ message: string }>;
  remove(params: { id: string } & Cancellable): Promise<{ message: string }>;
  removeMany(params: { ids: string[] } & Cancellable): Promise<{ message: string }>;
  /** The spreadsheet (xlsx) of the selected rows, or of every row the query matches. */
  export(params: { query: ListQuery; selections: string[]; onProgress?: (p: Progress) => void } & Cancellable): Promise<{ fileName: string; data: Blob }>;
  import(params: { file: File; validate: boolean; onProgress?: (p: Progress) => void } & Cancellable): Promise<ImportResult>;
  /** Dictionary items by code (`sex`, or `table,text,code` of a declared entity). */
  options(params: { dictCode: string; keyword?: string } & Cancellable): Promise<DictOption[]>;
  tree(params: { parentId?: string } & Cancellable): Promise<TreeNode[]>;
}

export type AdapterErrorCode = 'not_found' | 'conflict' | 'invalid' | 'unavailable' | 'forbidden' | 'unauthorized';

/** The one error that crosses the adapter boundary. Forms map fieldErrors onto their fields. */
export class AdapterError extends Error {
  readonly code: AdapterErrorCode;
  readonly fieldErrors: Record<string, string>;
  /**
   * The request layer has already told the user (the error catalogue's notice, or the end of the
   * session): whoever catches it shows nothing more, so one failure is one notice.
   */
  readonly announced: boolean;

  constructor(code: AdapterErrorCode, message: string, fieldErrors: Record<string, string> = {}, options: { announced?: boolean } = {}) {
    super(message);
    this.name = 'AdapterError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.announced = options.announced ?? false;
  }
}

/** Builds an adapter from a schema's `dataSource.args`; registered by name. */
export type AdapterFactory = (args: Record<string, unknown>) => DataAdapter;
