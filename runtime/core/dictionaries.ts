import type { DictOption } from '../../schemas/adapter.ts';

export const DICT_CODE_REQUIRED = '字典Code不能为空!';
/** Seed 002 section 9: dictionary cache lifetime. */
export const DICT_CACHE_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_PREFIX = 'DICT_CACHE_';

/** The local store the cache keeps entries in (the shell's Vue.ls-style storage fits). */
export interface ExpiringStore {
  get(key: string): unknown;
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
  keys(): string[];
}

export type DictSource = (dictCode: string, signal?: AbortSignal) => Promise<DictOption[]>;

function isOptionList(value: unknown): value is DictOption[] {
  return Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'value' in v);
}

/** Normalises items of either shape ({value,text} or {value,label}) to the full DictOption. */
export function toOption(item: { value: unknown; text?: unknown; label?: unknown; title?: unknown }): DictOption {
  const text = String(item.text ?? item.label ?? item.title ?? item.value ?? '');
  return { value: String(item.value ?? ''), text, label: text, title: text };
}

/**
 * Dictionary items by code, local first (seed 002 section 7): the items sent at login
 * (`allItems`), then a per-code entry kept 7 days, then the source; 清理缓存 calls clear().
 */
export class DictionaryCache {
  private readonly memory = new Map<string, DictOption[]>();
  private readonly pending = new Map<string, Promise<DictOption[]>>();

  constructor(
    private readonly source: DictSource,
    private readonly store: ExpiringStore,
    private readonly allItems: () => unknown,
  ) {}

  /** Items already known without a request, or undefined. */
  peek(dictCode: string): DictOption[] | undefined {
    const code = dictCode.trim();
    const known = this.memory.get(code);
    if (known) return known;
    const all = this.allItems();
    if (all && typeof all === 'object' && code in all) {
      const list = (all as Record<string, unknown>)[code];
      if (isOptionList(list)) return this.remember(code, list.map(toOption));
    }
    const cached = this.store.get(CACHE_PREFIX + code);
    return isOptionList(cached) ? this.remember(code, cached) : undefined;
  }

  async get(dictCode: string | undefined, signal?: AbortSignal): Promise<DictOption[]> {
    const code = (dictCode ?? '').trim();
    if (!code) throw new Error(DICT_CODE_REQUIRED);
    const known = this.peek(code);
    if (known) return known;
    let request = this.pending.get(code);
    if (!request) {
      request = this.source(code, signal).then((items) => {
        const options = items.map(toOption);
        this.store.set(CACHE_PREFIX + code, options, DICT_CACHE_MS);
        this.pending.delete(code);
        return this.remember(code, options);
      });
      request.catch(() => this.pending.delete(code));
      this.pending.set(code, request);
    }
    return request;
  }

  /** The text of a value (or of each value of a comma-separated list), as table tags show it. */
  textOf(dictCode: string, value: unknown): string {
    if (value === null || value === undefined || value === '') return '';
    const items = this.peek(dictCode) ?? [];
    return String(value)
      .split(',')
      .map((v) => items.find((i) => i.value === v)?.text ?? v)
      .join(',');
  }

  clear(): void {
    this.memory.clear();
    for (const key of this.store.keys()) if (key.startsWith(CACHE_PREFIX)) this.store.remove(key);
  }

  private remember(code: string, options: DictOption[]): DictOption[] {
    this.memory.set(code, options);
    return options;
  }
}
