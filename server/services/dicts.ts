import type { Db } from '../db/database.ts';

export interface DictModel {
  value: string;
  text: string;
  title: string;
  label: string;
}

export const dictModel = (value: string, text: string): DictModel => ({ value, text, title: text, label: text });

/** Enabled items of every live dictionary, `{dictCode: [DictModel]}`, each list by sort order. */
export async function allDictItems(db: Db): Promise<Record<string, DictModel[]>> {
  const rows = await db.kysely
    .selectFrom('sysDictItem as i')
    .innerJoin('sysDict as d', 'd.id', 'i.dictId')
    .select(['d.dictCode', 'i.itemValue', 'i.itemText'])
    .where('d.delFlag', '=', 0)
    .where('i.status', '=', 1)
    .orderBy('d.dictCode')
    .orderBy('i.sortOrder')
    .execute();
  const out: Record<string, DictModel[]> = {};
  for (const row of rows) (out[row.dictCode] ??= []).push(dictModel(row.itemValue, row.itemText));
  return out;
}

export async function dictItems(db: Db, dictCode: string): Promise<DictModel[]> {
  const rows = await db.kysely
    .selectFrom('sysDictItem as i')
    .innerJoin('sysDict as d', 'd.id', 'i.dictId')
    .select(['i.itemValue', 'i.itemText'])
    .where('d.dictCode', '=', dictCode)
    .where('d.delFlag', '=', 0)
    .where('i.status', '=', 1)
    .orderBy('i.sortOrder')
    .execute();
  return rows.map((r) => dictModel(r.itemValue, r.itemText));
}
