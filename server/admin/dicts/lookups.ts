import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { dictCache } from '../../entities/dictCache.ts';
import { dictScope, resolveTableDict, tableDictItems } from '../../entities/tableDict.ts';

/** The most keys one loadDictItem call may ask for. */
export const MAX_KEYS = 1000;

/**
 * GET /sys/dict/loadDictItem/{dict}?key=v1,v2: the texts of the given values, in the order asked.
 * `dict` is a plain code or `table,text,code` (read as getDictItems reads it: the entity's list
 * code, tenant and data rules, tableDict.ts). A value without an item is left out (`delNotExist`,
 * the default) or answered as itself.
 */
export async function labelsOf(ctx: Pick<AppContext, 'db' | 'registry' | 'dataRuleCache'>, request: FastifyRequest, dict: string, keys: string[], dropMissing: boolean): Promise<string[]> {
  let texts: Map<string, string>;
  if (dict.includes(',')) {
    const table = resolveTableDict(ctx.registry, dict);
    const items = await tableDictItems(ctx.db, table, await dictScope(ctx, request, table), { values: [...new Set(keys)] });
    texts = new Map(items.map((item) => [item.value, item.text]));
  } else {
    texts = await dictCache(ctx.db).texts(dict);
  }
  return keys.flatMap((key) => {
    const found = texts.get(key);
    if (found !== undefined) return [found];
    return dropMissing ? [] : [key];
  });
}
