import type { HttpTransport, QueryParams } from '../../adapters/http/transport.ts';
import { AdapterError, type DataAdapter, type ListQuery, type SuperQueryCondition } from '../../schemas/adapter.ts';
import { FilterRefusal, RESERVED_PARAMS, readSuperQueryParams } from '../../schemas/query/index.ts';

const ok = (result: unknown, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });

/** A refusal as the server sends it: HTTP 200, success=false, the message, the refused fields in result. */
const refused = (error: AdapterError) => ({ success: false, message: error.message, code: 500, result: error.fieldErrors, timestamp: 0 });

/** The list parameters read back as the server reads them. */
function queryOf(params: QueryParams | undefined): ListQuery {
  const p = Object.fromEntries(Object.entries(params ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)]));
  const filters = Object.fromEntries(Object.entries(p).filter(([k]) => !RESERVED_PARAMS.has(k)));
  const query: ListQuery = { pageNo: Number(p.pageNo ?? 1), pageSize: Number(p.pageSize ?? 10), filters };
  if (p.column) query.sort = { column: p.column, order: p.order === 'asc' ? 'asc' : 'desc' };
  if (p.superQueryParams) {
    // The rules travel as text; the backend's parser reads them (and refuses an unknown one).
    const conditions = readSuperQueryParams(p.superQueryParams) as SuperQueryCondition[];
    query.superQuery = { matchType: p.superQueryMatchType?.toLowerCase() === 'or' ? 'or' : 'and', conditions };
  }
  return query;
}

/**
 * A transport that answers the platform's HTTP contract from another adapter, in process: the
 * contract suite run through it checks that the HTTP adapter's requests and its reading of the
 * answers lose nothing on the way (parameter names, encodings, envelopes, refusals).
 */
export function loopbackTransport(api: string, backend: DataAdapter): HttpTransport {
  const answer = async (run: () => Promise<unknown>) => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AdapterError) return refused(error);
      if (error instanceof FilterRefusal) return refused(new AdapterError('invalid', error.message));
      throw error;
    }
  };
  const route = (url: string) => (url.startsWith(api) ? url.slice(api.length) : url);
  return {
    get: ({ url, params }) =>
      answer(async () => {
        const path = route(url);
        if (path === '/list') return ok(await backend.list({ query: queryOf(params) }));
        if (path === '/queryById') return ok(await backend.get({ id: String(params?.id) }));
        if (path.startsWith('/sys/dict/getDictItems/')) return ok(await backend.options({ dictCode: decodeURIComponent(path.split('/').pop() ?? '') }));
        throw new Error(`loopback: no GET ${url}`);
      }),
    post: ({ body }) => answer(async () => ok(null, (await backend.create({ values: body as Record<string, unknown> })).message)),
    put: ({ body }) =>
      answer(async () => {
        const values = body as Record<string, unknown>;
        return ok(null, (await backend.update({ id: String(values.id), values })).message);
      }),
    delete: ({ url, params }) =>
      answer(async () => {
        if (route(url) === '/deleteBatch') return ok(null, (await backend.removeMany({ ids: String(params?.ids).split(',') })).message);
        return ok(null, (await backend.remove({ id: String(params?.id) })).message);
      }),
    async download({ params }) {
      const selections = params?.selections ? String(params.selections).split(',') : [];
      return backend.export({ query: queryOf(params), selections });
    },
    upload: ({ form }) =>
      answer(async () => {
        const result = await backend.import({ file: form.get('file') as File, validate: form.get('validateStatus') === '1' });
        return { success: true, message: result.message, code: result.code, result: result.errorFileUrl ?? null, timestamp: 0 };
      }),
  };
}
