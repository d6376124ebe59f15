import { dropDictCache } from '../../entities/dictCache.ts';
import type { EntityHooks } from '../../entities/hooks.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill } from '../../http/messages.ts';
import { refuse } from '../../http/params.ts';
import { dictMsg } from './messages.ts';
import { describeUses, dictUses } from './usage.ts';

/** A NOT NULL integer column: blank is its default; with `allowed`, only those values (else `message`). */
export function oneOf(values: Record<string, unknown>, field: string, fallback: number, allowed?: number[], message = ''): void {
  const value = values[field];
  if (value === null) values[field] = fallback;
  else if (value !== undefined && allowed && !allowed.includes(Number(value))) refuse(field, message);
}

/**
 * 数据字典 is the declared entity of schemas/pages/sys-dict.json (soft delete: a deleted
 * dictionary waits in the recycle bin with its items): what the declaration cannot say is here. A
 * code that declared fields name keeps its code and its row; every change drops the dictionary
 * cache; a purge takes the items with it.
 */
export const dictHooks: EntityHooks = {
  messages: { notFound: dictMsg.notFound, taken: dictMsg.codeTaken },
  // The page's form and the platform's client read the saved row back.
  answerRow: true,
  describe: (row) => fill(dictMsg.described, { name: String(row.dictName), code: String(row.dictCode) }),

  async beforeWrite({ registry }, { mode, values, before }) {
    oneOf(values, 'type', 0, [0, 1], dictMsg.typeInvalid);
    if (mode !== 'edit' || !before || values.dictCode === undefined || values.dictCode === before.dictCode) return;
    const uses = dictUses(registry, String(before.dictCode));
    if (uses.length > 0) refuse('dictCode', fill(dictMsg.codeInUse, { code: String(before.dictCode), uses: describeUses(uses) }));
  },

  async afterWrite({ db }) {
    dropDictCache(db);
  },

  async beforeDelete({ registry }, rows) {
    for (const row of rows) {
      const uses = dictUses(registry, String(row.dictCode));
      if (uses.length > 0) throw new ApiError(fill(dictMsg.inUse, { name: String(row.dictName), uses: describeUses(uses) }));
    }
  },

  async afterDelete({ db }) {
    dropDictCache(db);
  },

  async afterBin({ db }, action, rows) {
    if (action === 'purge') await db.kysely.deleteFrom('sysDictItem').where('dictId', 'in', rows.map((r) => String(r.id))).execute();
    dropDictCache(db);
  },
};
