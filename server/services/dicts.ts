import type { Db } from '../db/database.ts';
import { dictCache } from '../entities/dictCache.ts';

export interface DictModel {
  value: string;
  text: string;
  title: string;
  label: string;
}

export const dictModel = (value: string, text: string): DictModel => ({ value, text, title: text, label: text });

/** Enabled items of every live dictionary, `{dictCode: [DictModel]}`, each list by sort order. */
export async function allDictItems(db: Db): Promise<Record<string, DictModel[]>> {
  const out: Record<string, DictModel[]> = {};
  for (const [code, items] of await dictCache(db).all()) {
    const enabled = items.filter((item) => item.enabled);
    if (enabled.length > 0) out[code] = enabled.map((item) => dictModel(item.value, item.text));
  }
  return out;
}

/** Enabled items of one dictionary by sort order; empty for an unknown code. */
export async function dictItems(db: Db, dictCode: string): Promise<DictModel[]> {
  return (await dictCache(db).items(dictCode)).filter((item) => item.enabled).map((item) => dictModel(item.value, item.text));
}
