import { AdapterError, type DataAdapter, type ImportResult, type ListQuery, type TreeNode } from '../../schemas/adapter.ts';
import { readEnvelope, type ReadEnvelope } from '../../schemas/envelope.ts';
import { listParams, queryOnlyParams } from './listParams.ts';
import { httpMessages } from './messages.ts';
import { readPage, readRow } from './readPage.ts';
import { rowToNode, toDictOption, treeModelToNode } from './readTree.ts';
import { envelopeOrUnavailable, isAbort, refusalError, toAdapterError } from './toAdapterError.ts';
import type { HttpTransport } from './transport.ts';

export interface HttpAdapterOptions {
  /** The entity's endpoint base, e.g. `/bus/busLine`. */
  api: string;
  /** Where the list is read when it is not `{api}/list` (a whole tree: `/sys/sysDepart/queryTreeList`). */
  listUrl?: string;
  transport: HttpTransport;
  /** The export's file name when the server sends none. */
  exportFileName?: string;
  idField?: string;
  /** For `tree`: children are listed by `GET {api}/list?{parentField}={parentId}`. */
  tree?: { parentField: string; hasChildField?: string; titleField?: string };
  /** For `tree` without a list: `GET /sys/dict/loadTreeData` over a declared entity. */
  treeDict?: { tableName: string; text: string; code: string; pidField: string; hasChildField?: string; condition?: string };
}

/** The root's parent value in the platform's tree tables. */
const ROOT_PARENT = '0';
/** Children of one node are few; one request should bring them all. */
const CHILDREN_PAGE_SIZE = 1000;
/** Codes of `code` that mean "imported, with refused rows" (seed 002 section 8). */
const PARTIAL_IMPORT_CODE = 201;

/**
 * The platform's entity endpoints (api-contract section 1) as a DataAdapter. Every failure becomes an
 * AdapterError carrying the server's message; a cancelled call rejects with the AbortError as it is.
 */
export function createHttpAdapter(options: HttpAdapterOptions): DataAdapter {
  const { api, transport } = options;
  const idField = options.idField ?? 'id';

  async function call(run: () => Promise<unknown>, url: string): Promise<ReadEnvelope> {
    let body: unknown;
    try {
      body = await run();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw toAdapterError(error);
    }
    const envelope = envelopeOrUnavailable(body, url);
    if (!envelope.success) throw refusalError(envelope);
    return envelope;
  }
  const get = (url: string, params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    call(() => transport.get({ url, params, signal }), url);
  const done = (envelope: ReadEnvelope) => ({ message: envelope.message });

  async function listChildren(parentId: string | undefined, signal?: AbortSignal): Promise<TreeNode[]> {
    const tree = options.tree;
    if (tree) {
      const query: ListQuery = { pageNo: 1, pageSize: CHILDREN_PAGE_SIZE, filters: { [tree.parentField]: parentId ?? ROOT_PARENT } };
      const envelope = await get(`${api}/list`, listParams(query), signal);
      const hasChildField = tree.hasChildField ?? 'hasChild';
      return readPage(envelope.result, query).records.map((row) => rowToNode(row, { idField, titleField: tree.titleField, hasChildField }));
    }
    const dict = options.treeDict;
    if (!dict) throw new AdapterError('invalid', httpMessages.noTree);
    const envelope = await get('/sys/dict/loadTreeData', { ...dict, pid: parentId ?? '' }, signal);
    const items = Array.isArray(envelope.result) ? envelope.result : [];
    return items.filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null).map(treeModelToNode);
  }

  return {
    async list({ query, signal }) {
      const envelope = await get(options.listUrl ?? `${api}/list`, listParams(query), signal);
      return readPage(envelope.result, query);
    },
    async get({ id, signal }) {
      return readRow((await get(`${api}/queryById`, { id }, signal)).result);
    },
    async create({ values, signal }) {
      const url = `${api}/add`;
      return done(await call(() => transport.post({ url, body: values, signal }), url));
    },
    async update({ id, values, signal }) {
      const url = `${api}/edit`;
      return done(await call(() => transport.put({ url, body: { ...values, [idField]: id }, signal }), url));
    },
    async remove({ id, signal }) {
      const url = `${api}/delete`;
      return done(await call(() => transport.delete({ url, params: { id }, signal }), url));
    },
    async removeMany({ ids, signal }) {
      const url = `${api}/deleteBatch`;
      return done(await call(() => transport.delete({ url, params: { ids: ids.join(',') }, signal }), url));
    },
    async export({ query, selections, onProgress, signal }) {
      const url = `${api}/exportXls`;
      const params = { ...queryOnlyParams(query), selections: selections.length > 0 ? selections.join(',') : undefined };
      let file: { data: Blob; fileName?: string };
      try {
        file = await transport.download({ url, params, onProgress, signal });
      } catch (error) {
        if (isAbort(error)) throw error;
        throw toAdapterError(error);
      }
      await refuseErrorBody(file.data);
      return { fileName: file.fileName || options.exportFileName || httpMessages.defaultExportName, data: file.data };
    },
    async import({ file, validate, onProgress, signal }) {
      const url = `${api}/importExcel`;
      const form = new FormData();
      form.append('file', file);
      form.append('validateStatus', validate ? '1' : '0');
      const envelope = await call(() => transport.upload({ url, form, onProgress, signal }), url);
      return readImport(envelope);
    },
    async options({ dictCode, keyword, signal }) {
      const code = dictCode.trim();
      if (!code) throw new AdapterError('invalid', httpMessages.dictCodeRequired);
      const envelope = await get(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, {}, signal);
      const items = (Array.isArray(envelope.result) ? envelope.result : []).map(toDictOption).filter((o) => o !== undefined);
      return keyword ? items.filter((o) => o.text.includes(keyword)) : items;
    },
    tree({ parentId, signal }) {
      return listChildren(parentId, signal);
    },
  };
}

function readImport(envelope: ReadEnvelope): ImportResult {
  if (envelope.code === PARTIAL_IMPORT_CODE) {
    return { code: 201, message: envelope.message, errorFileUrl: typeof envelope.result === 'string' ? envelope.result : undefined };
  }
  return { code: 200, message: envelope.message };
}

/**
 * A refused export answers JSON instead of a spreadsheet; an empty body is no file at all
 * (seed 002 section 8: "export without a file gives the warning file download failed").
 */
async function refuseErrorBody(data: Blob): Promise<void> {
  if (data.size === 0) throw new AdapterError('unavailable', httpMessages.downloadFailed);
  if (!data.type.includes('json')) return;
  let body: unknown;
  try {
    body = JSON.parse(await data.text());
  } catch {
    return;
  }
  const envelope = readEnvelope(body);
  if (envelope?.success === false) throw refusalError(envelope);
}
