import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { signedIn } from '../auth/access.ts';
import { ApiError, ok, okMessage } from '../http/envelope.ts';
import { msg } from '../http/messages.ts';
import { allDictItems, dictItems } from '../services/dicts.ts';

export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/sys/dict/queryAllDictItems', { config: { access: signedIn } }, async () => ok(await allDictItems(db)));

  app.get<{ Params: { dictCode: string } }>('/sys/dict/getDictItems/:dictCode', { config: { access: signedIn } }, async (request) => {
    const code = request.params.dictCode.trim();
    if (!code) throw new ApiError(msg.dictCodeRequired);
    // Table dictionaries (`table,text,code`) are served only for declared entities (schema runtime).
    if (code.includes(',')) throw new ApiError('字典Code格式不正确！');
    return ok(await dictItems(db, code));
  });

  // Dictionaries are read from the database on every call, so there is no server cache to drop;
  // the call stays for clients that refresh before reloading their own copy.
  app.route({ method: ['GET', 'POST'], url: '/sys/dict/refleshCache', config: { access: signedIn }, handler: async () => okMessage(msg.cacheRefreshed) });
}
