import type { Db } from '../db/database.ts';

/** How long one process reuses the dictionaries it read: the most an edit made elsewhere lags. */
export const DICT_CACHE_MS = 5_000;

/** One item of a live dictionary, in the dictionary's sort order. */
export interface CachedDictItem {
  value: string;
  text: string;
  /** Disabled items still translate stored values; only enabled ones are offered as options. */
  enabled: boolean;
}

type Snapshot = Map<string, CachedDictItem[]>;

/**
 * Drops counted per database. A write's transaction is a copy of its database's Db sharing its
 * functions (writes.ts inTransaction), so a drop made by a hook inside the write (数据字典's
 * afterWrite) is keyed by `close` and seen by the database's own cache.
 */
const drops = new WeakMap<Db['close'], { count: number }>();

function dropsOf(db: Db): { count: number } {
  let counted = drops.get(db.close);
  if (!counted) {
    counted = { count: 0 };
    drops.set(db.close, counted);
  }
  return counted;
}

/** Makes every dictionary cache of `db`'s database read anew (also from within a write's transaction). */
export function dropDictCache(db: Db): void {
  dropsOf(db).count += 1;
}

/**
 * Every item of every live plain dictionary (`sys_dict` / `sys_dict_item`), read with one query and
 * kept for `ttlMs`. List pages translate dictionary fields on each request; reading the items anew
 * each time cost more than the page query itself. Like the permission cache, a change made by this
 * process drops the copy at once (`drop()`, also called by 清理缓存's refresh call), and a change
 * made by another process shows here within `ttlMs`. Table dictionaries (`table,text,code`) are not
 * cached: their tables can be large and change with every write.
 */
export class DictCache {
  private snapshot: { items: Snapshot; until: number; drops: number } | undefined;
  private loading: Promise<Snapshot> | undefined;
  private readonly drops: { count: number };

  constructor(
    private readonly db: Db,
    private readonly ttlMs = DICT_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.drops = dropsOf(db);
  }

  /** The copy, while it is fresh and no drop came since it was read. */
  private held() {
    const held = this.snapshot;
    return held && held.until > this.now() && held.drops === this.drops.count ? held : undefined;
  }

  /** The items of one code, empty when the code does not exist. */
  async items(code: string): Promise<CachedDictItem[]> {
    return (await this.all()).get(code) ?? [];
  }

  /** value → text of one code, disabled items included. */
  async texts(code: string): Promise<Map<string, string>> {
    return new Map((await this.items(code)).map((item) => [item.value, item.text]));
  }

  async all(): Promise<Snapshot> {
    const held = this.held();
    if (held) return held.items;
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  /** What the copy holds now, for the cache monitor page: codes, items, and when it was read (null: none held). */
  stats(): { codes: number; items: number; loadedAt: number | null; ttlMs: number } {
    const held = this.held();
    if (!held) return { codes: 0, items: 0, loadedAt: null, ttlMs: this.ttlMs };
    let items = 0;
    for (const list of held.items.values()) items += list.length;
    return { codes: held.items.size, items, loadedAt: held.until - this.ttlMs, ttlMs: this.ttlMs };
  }

  /** Forgets the copy; the next use reads the database. */
  drop(): void {
    dropDictCache(this.db);
    this.snapshot = undefined;
  }

  private async load(): Promise<Snapshot> {
    const seen = this.drops.count;
    const started = this.now();
    const rows = await this.db.kysely
      .selectFrom('sysDictItem as i')
      .innerJoin('sysDict as d', 'd.id', 'i.dictId')
      .select(['d.dictCode', 'i.itemValue', 'i.itemText', 'i.status'])
      .where('d.delFlag', '=', 0)
      .orderBy('d.dictCode')
      .orderBy('i.sortOrder')
      .execute();
    const items: Snapshot = new Map();
    for (const row of rows) {
      const list = items.get(row.dictCode) ?? [];
      list.push({ value: row.itemValue, text: row.itemText, enabled: Number(row.status) === 1 });
      items.set(row.dictCode, list);
    }
    // A drop() during the read means the rows may predate the change: use them once, keep nothing.
    if (seen === this.drops.count) this.snapshot = { items, until: started + this.ttlMs, drops: seen };
    return items;
  }
}

const caches = new WeakMap<Db, DictCache>();

/** The dictionary cache of one database handle (every route and job of a process shares it). */
export function dictCache(db: Db): DictCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DictCache(db);
    caches.set(db, cache);
  }
  return cache;
}
