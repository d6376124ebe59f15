import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dictCache } from './dictCache.ts';
import { dynamic } from './dynamic.ts';
import { filterValue } from './fieldValues.ts';
import type { DictRef } from './model.ts';
import type { SchemaRegistry } from './registry.ts';
import { keptToTenant } from './tenantScope.ts';

/** value → text of one dictionary. */
export type DictItems = Map<string, string>;

const refKey = (ref: DictRef) => (ref.kind === 'code' ? ref.code : `${ref.table},${ref.text},${ref.value}`);

/**
 * Reads dictionaries for one request: every item of a plain code (from the process's cache, see
 * dictCache.ts), and only the asked-for rows of a table dictionary (tables can be large).
 */
export class DictLookup {
  private readonly plain = new Map<string, DictItems>();

  /** With a tenant, a table dictionary answers that tenant's rows only (plain codes are shared). */
  constructor(
    private readonly db: Db,
    private readonly registry: SchemaRegistry,
    private readonly tenant: number | null = null,
  ) {}

  /** The items of several plain codes, from the process's dictionary cache. */
  private async loadCodes(codes: string[]): Promise<void> {
    const missing = codes.filter((c) => !this.plain.has(c));
    if (missing.length === 0) return;
    const cache = dictCache(this.db);
    for (const code of missing) this.plain.set(code, await cache.texts(code));
  }

  /** Texts of the given values (absent values are left out). */
  async texts(ref: DictRef, values: string[]): Promise<DictItems> {
    if (ref.kind === 'code') {
      await this.loadCodes([ref.code]);
      return this.plain.get(ref.code) ?? new Map();
    }
    return this.tableItems(ref, 'value', values);
  }

  /** Values of the given texts, for imports that carry texts; value → text like texts(). */
  async byText(ref: DictRef, texts: string[]): Promise<DictItems> {
    if (ref.kind === 'code') return this.texts(ref, []);
    return this.tableItems(ref, 'text', texts);
  }

  /** Preloads the plain codes of many fields at once (list pages). */
  async preload(refs: DictRef[]): Promise<void> {
    await this.loadCodes(refs.flatMap((r) => (r.kind === 'code' ? [r.code] : [])));
  }

  private async tableItems(ref: Extract<DictRef, { kind: 'table' }>, by: 'value' | 'text', keys: string[]): Promise<DictItems> {
    const items: DictItems = new Map();
    const target = this.registry.byTable.get(ref.table);
    const valueField = target?.byName.get(ref.value);
    const textField = target?.byName.get(ref.text);
    if (!target || !valueField || !textField) throw new Error(`dictionary ${refKey(ref)} is not declared`);
    const keyField = by === 'value' ? valueField : textField;
    const typedKeys = [...new Set(keys)].map((k) => filterValue(keyField, k)).filter((k) => k !== undefined);
    for (let i = 0; i < typedKeys.length; i += 500) {
      const rows = await keptToTenant(dynamic(this.db)
        .selectFrom(target.table)
        .select([sql.ref(valueField.column).as('v'), sql.ref(textField.column).as('t')])
        .where(sql.ref(keyField.column), 'in', typedKeys.slice(i, i + 500)), this.tenant)
        .execute();
      for (const row of rows) if (row.v !== null && row.v !== undefined) items.set(String(row.v), String(row.t ?? ''));
    }
    return items;
  }
}
