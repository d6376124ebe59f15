import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dictCache } from '../../entities/dictCache.ts';
import { dynamic } from '../../entities/dynamic.ts';
import { filterValue } from '../../entities/fieldValues.ts';
import type { SchemaRegistry } from '../../entities/registry.ts';
import { resolveTableDict } from '../../entities/tableDict.ts';
import { keptToTenant } from '../../entities/tenantScope.ts';

/** The most keys one loadDictItem call may ask for. */
export const MAX_KEYS = 1000;

/**
 * GET /sys/dict/loadDictItem/{dict}?key=v1,v2: the texts of the given values, in the order asked.
 * `dict` is a plain code or `table,text,code` of a declared entity. A value without an item is
 * left out (`delNotExist`, the default) or answered as itself.
 */
export async function labelsOf(db: Db, registry: SchemaRegistry, dict: string, keys: string[], dropMissing: boolean, tenant: number | null = null): Promise<string[]> {
  let texts: Map<string, string>;
  if (dict.includes(',')) {
    const { entity, text, value } = resolveTableDict(registry, dict);
    const typed = keys.map((key) => filterValue(value, key)).filter((v) => v !== undefined);
    // With a tenant, only that tenant's rows answer.
    const rows = typed.length === 0 ? [] : await keptToTenant(dynamic(db)
      .selectFrom(entity.table)
      .select([sql.ref(value.column).as('v'), sql.ref(text.column).as('t')])
      .where(sql.ref(value.column), 'in', typed), tenant)
      .execute();
    texts = new Map(rows.map((row) => [String(row.v), row.t === null || row.t === undefined ? '' : String(row.t)]));
  } else {
    texts = await dictCache(db).texts(dict);
  }
  return keys.flatMap((key) => {
    const found = texts.get(key);
    if (found !== undefined) return [found];
    return dropMissing ? [] : [key];
  });
}
