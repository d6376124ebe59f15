import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { signedIn } from '../auth/access.ts';
import { queryOf, text } from '../http/body.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { allDictItems, dictItems } from '../services/dicts.ts';
import { dictCache } from '../entities/dictCache.ts';
import { dictScope, resolveTableDict, tableDictItems, TABLE_DICT_LIMIT, type DictQuery } from '../entities/tableDict.ts';

function dictCode(params: { dictCode: string }): string {
  const code = params.dictCode.trim();
  if (!code) throw new ApiError(msg.dictCodeRequired);
  return code;
}

export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;
  /** A table dictionary's items, as far as the caller may read its table (tableDict.ts). */
  const tableItems = async (request: FastifyRequest, code: string, options: DictQuery = {}) => {
    const dict = resolveTableDict(registry, code);
    return tableDictItems(db, dict, await dictScope(ctx, request, dict), options);
  };

  app.get('/sys/dict/queryAllDictItems', { config: { access: signedIn } }, async () => ok(await allDictItems(db)));

  // `table,text,code`: a declared entity with its list code, or a whitelisted system column (entities/tableDict.ts).
  app.get<{ Params: { dictCode: string } }>('/sys/dict/getDictItems/:dictCode', { config: { access: signedIn } }, async (request) => {
    const code = dictCode(request.params);
    if (code.includes(',')) return ok(await tableItems(request, code));
    return ok(await dictItems(db, code));
  });

  app.get<{ Params: { dictCode: string } }>('/sys/dict/loadDict/:dictCode', { config: { access: signedIn } }, async (request) => {
    const code = dictCode(request.params);
    const query = queryOf(request);
    const keyword = text(query, 'keyword', 100);
    const pageSize = Number.parseInt(text(query, 'pageSize', 10), 10);
    const limit = Number.isFinite(pageSize) && pageSize > 0 ? Math.min(pageSize, TABLE_DICT_LIMIT) : TABLE_DICT_LIMIT;
    if (code.includes(',')) return ok(await tableItems(request, code, { keyword, limit }));
    const items = await dictItems(db, code);
    const needle = keyword.toLowerCase();
    return ok(items.filter((item) => item.text.toLowerCase().includes(needle)).slice(0, limit));
  });

  // 清理缓存: this process forgets its dictionaries at once (other processes within DICT_CACHE_MS);
  // the browser then reloads its own copy.
  app.route({
    method: ['GET', 'POST'],
    url: '/sys/dict/refleshCache',
    config: { access: signedIn },
    handler: async () => {
      dictCache(db).drop();
      return okMessage(msg.cacheRefreshed);
    },
  });
}
