import type { AdapterFactory } from '../../schemas/adapter.ts';
import { createHttpAdapter, type HttpAdapterOptions } from './httpAdapter.ts';
import type { HttpTransport } from './transport.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function treeOf(v: unknown): HttpAdapterOptions['tree'] {
  if (!isObject(v) || !str(v.parentField)) return undefined;
  return { parentField: String(v.parentField), hasChildField: str(v.hasChildField), titleField: str(v.titleField) };
}

function treeDictOf(v: unknown): HttpAdapterOptions['treeDict'] {
  if (!isObject(v)) return undefined;
  const [tableName, text, code, pidField] = [str(v.tableName), str(v.text), str(v.code), str(v.pidField)];
  if (!tableName || !text || !code || !pidField) return undefined;
  return { tableName, text, code, pidField, hasChildField: str(v.hasChildField), condition: str(v.condition) };
}

/**
 * The `http` entry of the adapter registry: a schema's `dataSource.args` (`{ api, listUrl?, exportFileName?,
 * idField?, tree?, treeDict? }`) over the app's transport. A schema without `api` is a programmer
 * error and fails when the page is built, naming the missing argument.
 */
export function httpAdapterFactory(transport: HttpTransport): AdapterFactory {
  return (args) => {
    const api = str(args.api);
    if (!api) throw new Error('http 数据源缺少参数 api（例如 "/bus/busLine"）');
    return createHttpAdapter({
      api,
      listUrl: str(args.listUrl),
      transport,
      exportFileName: str(args.exportFileName),
      idField: str(args.idField),
      tree: treeOf(args.tree),
      treeDict: treeDictOf(args.treeDict),
    });
  };
}
