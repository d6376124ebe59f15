import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { caller, perm, requireAny, signedIn } from '../../auth/access.ts';
import { pageParams } from '../../entities/listParams.ts';
import { listModel, listSort } from '../shared/listModel.ts';
import { bodyOf, queryOf, text } from '../../http/body.ts';
import { ApiError, fail, ok, okMessage, page } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { audit } from '../logs/audit.ts';
import { readDictInput, readItemInput } from './input.ts';
import { addItem, deleteItem, editItem, itemValueFree, listItems } from './items.ts';
import { labelsOf, MAX_KEYS } from './lookups.ts';
import { dictMsg } from './messages.ts';
import { dictPerms } from './permissions.ts';
import { addDict, deleteDict, editDict, listDicts } from './records.ts';
import { resolveTree, treeLevel } from './treeData.ts';
import { entityReadScope } from '../../entities/tableDict.ts';
import { requiredId } from '../../http/params.ts';

/**
 * 数据字典 (seed 002 section 7): dictionaries and their items behind the page's button codes, each
 * change dropping this process's dictionary cache and written to the operation log; and two reads
 * of pickers (labels of values, one level of a tree), which read a table as getDictItems does.
 */
/** The sortable columns of /sys/dict/list (the page's sorters: name, code, creation time). */
const DICT_LIST = listModel('sys_dict', [
  { name: 'dictName', label: '字典名称', type: 'string' },
  { name: 'dictCode', label: '字典编号', type: 'string' },
]);

export function adminDictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, registry } = ctx;
  const access = (code: string) => ({ config: { access: perm(code) } });

  app.get('/sys/dict/list', access(dictPerms.list), async (request) => {
    const query = queryOf(request);
    return ok(await listDicts(db, {
      ...pageParams(query), sort: listSort(DICT_LIST, query), dictName: text(query, 'dictName', 100), dictCode: text(query, 'dictCode', 100),
    }));
  });

  app.post('/sys/dict/add', access(dictPerms.add), async (request) => {
    const dict = await addDict(db, readDictInput(bodyOf(request)), caller(request).user);
    await audit(ctx, request, fill(dictMsg.audit.added, { name: dict.dictName, code: dict.dictCode }));
    return ok(dict, msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/dict/edit',
    ...access(dictPerms.edit),
    handler: async (request) => {
      const body = bodyOf(request);
      const dict = await editDict(db, registry, requiredId(body), readDictInput(body), caller(request).user);
      await audit(ctx, request, fill(dictMsg.audit.edited, { name: dict.dictName, code: dict.dictCode }));
      return ok(dict, msg.edited);
    },
  });

  app.delete('/sys/dict/delete', access(dictPerms.delete), async (request) => {
    const dict = await deleteDict(db, registry, requiredId(queryOf(request)));
    await audit(ctx, request, fill(dictMsg.audit.deleted, { name: dict.dictName, code: dict.dictCode }));
    return okMessage(msg.deleted);
  });

  app.get('/sys/dictItem/list', access(dictPerms.list), async (request) => {
    const query = queryOf(request);
    const dictId = text(query, 'dictId', 64);
    // The platform's item drawer lists once before a dictionary is chosen: no dictionary, no items.
    if (!dictId) return ok(page([], 0, pageParams(query).pageSize, 1));
    return ok(await listItems(db, { ...pageParams(query), dictId, itemText: text(query, 'itemText', 100), status: text(query, 'status', 2) }));
  });

  // Whether a value is free within one dictionary (the item form's check), to whoever may add or edit items.
  app.get('/sys/dictItem/dictItemCheck', { config: { access: signedIn } }, async (request) => {
    await requireAny(request, [dictPerms.add, dictPerms.edit]);
    const query = queryOf(request);
    const dictId = requiredId(query, 'dictId');
    const free = await itemValueFree(db, dictId, text(query, 'itemValue', 100), text(query, 'id', 64) || undefined);
    return free ? okMessage(msg.duplicateFree) : fail(msg.duplicateTaken);
  });

  app.post('/sys/dictItem/add', access(dictPerms.add), async (request) => {
    const body = bodyOf(request);
    const dictId = requiredId(body, 'dictId');
    const { dict, item } = await addItem(db, dictId, readItemInput(body), caller(request).user);
    await audit(ctx, request, fill(dictMsg.audit.itemAdded, { code: dict.dictCode, text: item.itemText, value: item.itemValue }));
    return ok(item, msg.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/dictItem/edit',
    ...access(dictPerms.edit),
    handler: async (request) => {
      const body = bodyOf(request);
      const { dict, item } = await editItem(db, registry, requiredId(body), readItemInput(body), caller(request).user);
      await audit(ctx, request, fill(dictMsg.audit.itemEdited, { code: dict.dictCode, text: item.itemText, value: item.itemValue }));
      return ok(item, msg.edited);
    },
  });

  app.delete('/sys/dictItem/delete', access(dictPerms.delete), async (request) => {
    const { dict, item } = await deleteItem(db, registry, requiredId(queryOf(request)));
    await audit(ctx, request, fill(dictMsg.audit.itemDeleted, { code: dict.dictCode, text: item.itemText, value: item.itemValue }));
    return okMessage(msg.deleted);
  });

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
