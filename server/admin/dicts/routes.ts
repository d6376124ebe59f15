import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { perm, requireAny, signedIn } from '../../auth/access.ts';
import { idList } from '../../http/batchIds.ts';
import { queryOf, text } from '../../http/body.ts';
import { ApiError, fail, ok, okMessage } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { requiredId } from '../../http/params.ts';
import { hooksOf } from '../../entities/hooks.ts';
import { permissionCode } from '../../entities/permissions.ts';
import { recycleBin } from '../../entities/recycleBin.ts';
import { entityReadScope } from '../../entities/tableDict.ts';
import { itemValueFree } from './items.ts';
import { labelsOf, MAX_KEYS } from './lookups.ts';
import { dictMsg } from './messages.ts';
import { dictPerms } from './permissions.ts';
import { resolveTree, treeLevel } from './treeData.ts';

/**
 * 数据字典 (seed 002 section 7) beside its two declared entities (sys_dict, sys_dict_item: list,
 * add, edit, delete and the recycle bin are the engine's): the item form's value check, the
 * platform's names of the recycle bin, and two reads of pickers (labels of values, one level of a
 * tree), which read a table as getDictItems does.
 */
export function adminDictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;

  // Whether a value is free within one dictionary (the item form's check), to whoever may add or edit items.
  app.get('/sys/dictItem/dictItemCheck', { config: { access: signedIn } }, async (request) => {
    await requireAny(request, [dictPerms.add, dictPerms.edit]);
    const query = queryOf(request);
    const dictId = requiredId(query, 'dictId');
    const free = await itemValueFree(db, dictId, text(query, 'itemValue', 100), text(query, 'id', 64) || undefined);
    return free ? okMessage(msg.duplicateFree) : fail(msg.duplicateTaken);
  });

  // The platform's client names the engine's recycle bin (recycleBin, putRecycleBin, deleteRecycleBin) so.
  const dicts = registry.byTable.get('sys_dict');
  if (dicts?.softDelete) {
    const bin = recycleBin(ctx, dicts, hooksOf(ctx.entityHooks, dicts));
    const access = (action: 'recycleBin' | 'purge') => ({ config: { access: perm(permissionCode(dicts, action)) } });
    const ids = (id: string) => {
      const chosen = idList(id);
      if (chosen.length === 0) throw new ApiError(msg.idsMissing);
      return chosen;
    };
    app.get('/sys/dict/deleteList', access('recycleBin'), async (request) => ok(await bin.list(request)));
    app.put<{ Params: { id: string } }>('/sys/dict/back/:id', access('recycleBin'), async (request) => {
      await bin.restore(request, ids(request.params.id));
      return okMessage(msg.restored);
    });
    app.delete<{ Params: { id: string } }>('/sys/dict/deletePhysic/:id', access('purge'), async (request) => {
      await bin.purge(request, ids(request.params.id));
      return okMessage(msg.purged);
    });
  }

  app.get<{ Params: { dict: string } }>('/sys/dict/loadDictItem/:dict', { config: { access: signedIn } }, async (request) => {
    const dict = request.params.dict.trim();
    if (!dict) throw new ApiError(msg.dictCodeRequired);
    const query = queryOf(request);
    const keys = text(query, 'key', 100_000).split(',').map((k) => k.trim()).filter(Boolean);
    if (keys.length === 0) throw new ApiError(dictMsg.keyRequired);
    if (keys.length > MAX_KEYS) throw new ApiError(fill(msg.tooManyIds, { max: MAX_KEYS }));
    return ok(await labelsOf(ctx, request, dict, keys, text(query, 'delNotExist', 10) !== 'false'));
  });

  app.get('/sys/dict/loadTreeData', { config: { access: signedIn } }, async (request) => {
    const query = queryOf(request);
    const param = (key: string, max = 100) => text(query, key, max);
    const params = {
      tableName: param('tableName'), text: param('text'), code: param('code'), pidField: param('pidField'),
      hasChildField: param('hasChildField'), pid: param('pid', 200), condition: param('condition', 2000),
    };
    const tree = resolveTree(registry, params);
    return ok(await treeLevel(db, tree, params, await entityReadScope(ctx, request, tree.entity)));
  });
}
