import { compileRules, isBlank, type CompiledRules, type GridRow } from './rules.ts';
import type { CellError, GridColumn } from './gridStore.ts';

/** How a whole-table check shares the thread: it yields after `sliceMs` of work (8 ms, a frame's share). */
export interface SliceOptions {
  sliceMs?: number;
  /** Yields to the browser between slices (default: the next idle period, or a macrotask). */
  yieldToBrowser?: () => Promise<void>;
  /** The clock slices are measured with (tests pass a fake one). */
  clock?: () => number;
}

const SLICE_MS = 8;

export const cellKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

/**
 * Gives the thread back until the browser is idle (a whole-table check must not delay a keystroke or
 * a frame), or for one macrotask where there is no requestIdleCallback (Safari, jsdom).
 */
export function yieldToIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 50 });
    else setTimeout(resolve, 0);
  });
}

/**
 * The cell errors of a table and what computes them: each column's compiled rules, the rows holding
 * each value of a unique column, and the tokens that let a newer edit overtake an async check.
 * The store owns the rows; it tells this of every edit, placement and removal.
 */
export class GridChecks {
  private readonly errors = new Map<string, string>();
  private readonly compiled = new Map<string, CompiledRules>();
  /** For unique columns: each value's rows. */
  private readonly holders = new Map<string, Map<string, Set<string>>>();
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly columns: readonly GridColumn[],
    private readonly rowOf: (id: string) => GridRow | undefined,
    private readonly cellChanged: (id: string, key: string) => void,
  ) {
    for (const column of columns) {
      const rules = compileRules(column.title, column.validateRules);
      this.compiled.set(column.key, rules);
      if (rules.unique) this.holders.set(column.key, new Map());
    }
  }

  error(id: string, key: string): string | undefined {
    return this.errors.get(cellKey(id, key));
  }
  get size(): number {
    return this.errors.size;
  }

  /** A row came in: its unique values are counted (no check yet: loaded rows are trusted until asked). */
  placed(row: GridRow): void {
    for (const key of this.holders.keys()) this.remember(row.id, key, row[key]);
  }

  /** A cell changed from `before`: re-counts a unique value and re-checks the other rows that held it. */
  edited(id: string, key: string, before: unknown, value: unknown): void {
    if (!this.holders.has(key)) return;
    this.forget(id, key, before);
    this.remember(id, key, value);
    this.recheckUnique(key, [before, value], id);
  }

  /** Rows went away: their errors go, and the rows that shared a unique value with them are re-checked. */
  removed(rows: readonly GridRow[]): void {
    const touched = new Map<string, unknown[]>();
    for (const row of rows) {
      for (const column of this.columns) {
        this.errors.delete(cellKey(row.id, column.key));
        if (!this.holders.has(column.key)) continue;
        this.forget(row.id, column.key, row[column.key]);
        touched.set(column.key, [...(touched.get(column.key) ?? []), row[column.key]]);
      }
    }
    for (const [key, values] of touched) this.recheckUnique(key, values);
  }

  /** Checks one cell (sync rules, unique, then custom handlers) and records its first message. */
  async validateCell(id: string, key: string): Promise<string | undefined> {
    const row = this.rowOf(id);
    const rules = this.compiled.get(key);
    if (!row || !rules) return undefined;
    const sync = this.syncError(row, key, rules);
    this.setError(id, key, sync);
    if (sync !== undefined || rules.handlers.length === 0) return sync;
    const token = (this.pending.get(cellKey(id, key)) ?? 0) + 1;
    this.pending.set(cellKey(id, key), token);
    const value = row[key];
    for (const handler of rules.handlers) {
      const message = await handler(value, row);
      // A newer edit of the cell has its own check under way: this answer is stale.
      if (this.pending.get(cellKey(id, key)) !== token || !this.rowOf(id)) return this.error(id, key);
      if (message !== undefined) {
        this.setError(id, key, message);
        return message;
      }
    }
    return undefined;
  }

  /**
   * Checks every cell with rules in `order`, in slices that give the browser its thread back (no
   * task long enough to delay a frame), then the async handlers of the cells that passed. Answers
   * the failing cells in table order.
   */
  async validateAll(order: readonly string[], slicing: SliceOptions = {}): Promise<CellError[]> {
    const checked = this.columns.flatMap((c) => {
      const rules = this.compiled.get(c.key);
      return rules?.any ? [[c.key, rules] as const] : [];
    });
    const clock = slicing.clock ?? (() => performance.now());
    const sliceMs = slicing.sliceMs ?? SLICE_MS;
    const awaiting: [string, string][] = [];
    let sliceStart = clock();
    for (const id of [...order]) {
      const row = this.rowOf(id);
      if (!row) continue;
      for (const [key, rules] of checked) {
        const message = this.syncError(row, key, rules);
        this.setError(id, key, message);
        if (message === undefined && rules.handlers.length > 0) awaiting.push([id, key]);
      }
      if (clock() - sliceStart > sliceMs) {
        await (slicing.yieldToBrowser ?? yieldToIdle)();
        sliceStart = clock();
      }
    }
    await Promise.all(awaiting.map(([id, key]) => this.validateCell(id, key)));
    const found: CellError[] = [];
    for (const id of order) {
      for (const column of this.columns) {
        const message = this.error(id, column.key);
        if (message !== undefined) found.push({ rowId: id, key: column.key, message });
      }
    }
    return found;
  }

  private syncError(row: GridRow, key: string, rules: CompiledRules): string | undefined {
    const value = row[key];
    const message = rules.sync(value);
    if (message !== undefined || !rules.unique || isBlank(value)) return message;
    return (this.holders.get(key)?.get(String(value))?.size ?? 0) > 1 ? rules.unique : undefined;
  }

  private setError(id: string, key: string, message: string | undefined): void {
    const k = cellKey(id, key);
    if (this.errors.get(k) === message) return;
    if (message === undefined) this.errors.delete(k);
    else this.errors.set(k, message);
    this.cellChanged(id, key);
  }

  /** Re-checks the rows that hold any of `values` in a unique column (their duplicate status changed). */
  private recheckUnique(key: string, values: unknown[], except?: string): void {
    const holders = this.holders.get(key);
    const rules = this.compiled.get(key);
    if (!holders || !rules) return;
    for (const value of values) {
      if (isBlank(value)) continue;
      for (const id of holders.get(String(value)) ?? []) {
        const row = this.rowOf(id);
        if (row && id !== except) this.setError(id, key, this.syncError(row, key, rules));
      }
    }
  }

  private remember(id: string, key: string, value: unknown): void {
    const holders = this.holders.get(key);
    if (!holders || isBlank(value)) return;
    const k = String(value);
    let set = holders.get(k);
    if (!set) holders.set(k, (set = new Set()));
    set.add(id);
  }

  private forget(id: string, key: string, value: unknown): void {
    const set = this.holders.get(key)?.get(String(value));
    if (!set || isBlank(value)) return;
    set.delete(id);
    if (set.size === 0) this.holders.get(key)?.delete(String(value));
  }
}
