import { gridMessages } from './messages.ts';
import { compileRules, isBlank, type CellRule, type CompiledRules, type GridRow } from './rules.ts';

export type { GridRow } from './rules.ts';

/** A column as the store needs it (the rest of seed 002 §3's column props belong to the cells). */
export interface GridColumn {
  key: string;
  title: string;
  defaultValue?: unknown;
  validateRules?: CellRule[];
  /** Footer statistics over every row, not the visible slice. */
  statistics?: ('sum' | 'average')[];
  /** The row number column: 1..n, recomputed after an insert, a move or a delete. */
  isOrder?: boolean;
  disabled?: boolean;
}

export type RowState = 'new' | 'existing';

export interface CellError {
  rowId: string;
  key: string;
  message: string;
}

export interface GridOptions {
  /** The clock of the insert throttle (tests pass fake timers' Date.now). */
  now?: () => number;
  /** Rows this answers true for cannot be selected or edited (`disabledRows`). */
  disabledRows?: (row: GridRow) => boolean;
  /** Yields to the browser between slices of a whole-table validation. */
  yieldToBrowser?: () => Promise<void>;
  /** How long a slice of a whole-table validation runs before it yields (8 ms, a frame's share). */
  sliceMs?: number;
}

/** getValues refused: the cells that failed, in table order. */
export class GridValidationError extends Error {
  constructor(readonly errors: CellError[]) {
    super(gridMessages.hasErrors(errors.length));
    this.name = 'GridValidationError';
  }
}

const INSERT_THROTTLE_MS = 1500;
const SLICE_MS = 8;

const cellKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;
const defaultYield = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The rows of an editable table, outside React: values, row states, removed ids, selection, cell
 * errors and footer totals, with a subscription per cell so an edit re-renders one cell, not the
 * table. The table's React layer reads it through useSyncExternalStore.
 */
export class GridStore {
  private order: string[] = [];
  private readonly rows = new Map<string, GridRow>();
  private readonly states = new Map<string, RowState>();
  private removed: string[] = [];
  private readonly selected = new Set<string>();
  private readonly errors = new Map<string, string>();
  private readonly compiled = new Map<string, CompiledRules>();
  /** For unique columns: each value's rows. */
  private readonly holders = new Map<string, Map<string, Set<string>>>();
  private readonly sums = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private readonly cellListeners = new Map<string, Set<() => void>>();
  private readonly pending = new Map<string, number>();
  private lastInsert = Number.NEGATIVE_INFINITY;
  /** Changes with every change of rows, order, selection or errors (useSyncExternalStore's snapshot). */
  version = 0;

  constructor(
    readonly columns: readonly GridColumn[],
    rows: readonly GridRow[] = [],
    private readonly options: GridOptions = {},
  ) {
    for (const column of columns) {
      this.compiled.set(column.key, compileRules(column.title, column.validateRules));
      if (this.compiled.get(column.key)?.unique) this.holders.set(column.key, new Map());
      if (column.statistics?.length) this.sums.set(column.key, 0);
    }
    for (const row of rows) this.place({ ...row }, 'existing', this.order.length);
    this.renumber();
  }

  // ---- reading ----

  get rowCount(): number {
    return this.order.length;
  }
  ids(): readonly string[] {
    return this.order;
  }
  row(id: string): GridRow | undefined {
    return this.rows.get(id);
  }
  rowAt(index: number): GridRow | undefined {
    const id = this.order[index];
    return id === undefined ? undefined : this.rows.get(id);
  }
  indexOf(id: string): number {
    return this.order.indexOf(id);
  }
  stateOf(id: string): RowState | undefined {
    return this.states.get(id);
  }
  value(id: string, key: string): unknown {
    return this.rows.get(id)?.[key];
  }
  /** Ids of loaded rows the user deleted: the save reports them. */
  removedIds(): string[] {
    return [...this.removed];
  }
  isDisabled(id: string): boolean {
    const row = this.rows.get(id);
    return row !== undefined && this.options.disabledRows?.(row) === true;
  }
  error(id: string, key: string): string | undefined {
    return this.errors.get(cellKey(id, key));
  }
  errorCount(): number {
    return this.errors.size;
  }
  selectedIds(): string[] {
    return this.order.filter((id) => this.selected.has(id));
  }
  isSelected(id: string): boolean {
    return this.selected.has(id);
  }
  statistic(key: string, kind: 'sum' | 'average'): number {
    const sum = this.sums.get(key) ?? 0;
    if (kind === 'sum') return sum;
    return this.order.length === 0 ? 0 : sum / this.order.length;
  }

  // ---- subscriptions ----

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  subscribeCell(id: string, key: string, listener: () => void): () => void {
    const k = cellKey(id, key);
    let set = this.cellListeners.get(k);
    if (!set) this.cellListeners.set(k, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.cellListeners.delete(k);
    };
  }
  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
  private cellChanged(id: string, key: string): void {
    for (const listener of this.cellListeners.get(cellKey(id, key)) ?? []) listener();
  }

  // ---- editing ----

  /**
   * Sets a cell (on input or change) and checks it at once; async handlers answer later. Disabled
   * rows and columns are not edited. Answers the check's promise.
   */
  setValue(id: string, key: string, value: unknown): Promise<string | undefined> {
    const row = this.rows.get(id);
    const column = this.columns.find((c) => c.key === key);
    if (!row || !column || column.disabled || this.isDisabled(id)) return Promise.resolve(this.error(id, key));
    const before = row[key];
    this.forget(id, key, before);
    row[key] = value;
    this.remember(id, key, value);
    this.cellChanged(id, key);
    const checked = this.validateCell(id, key);
    if (this.holders.has(key)) this.recheckUnique(key, [before, value], id);
    this.changed();
    return checked;
  }

  /** Appends `count` rows (index 0) or inserts them to become row `index` (1..rowCount). */
  addRows({ count = 1, index = 0 }: { count?: number; index?: number } = {}): { ids: string[] } | { refused: string } {
    if (!Number.isInteger(count) || count < 1) return { refused: gridMessages.addCount };
    if (!Number.isInteger(index) || index < 0 || index > this.order.length) return { refused: gridMessages.addIndex(this.order.length) };
    return { ids: this.createRows(count, index === 0 ? this.order.length : index - 1) };
  }

  /** Inserts `count` rows before the row `beforeId` (the row action 插入); a second insert within 1500 ms is refused. */
  insertRows(beforeId: string, count = 1): { ids: string[] } | { refused: string } {
    const now = (this.options.now ?? Date.now)();
    if (now - this.lastInsert < INSERT_THROTTLE_MS) return { refused: gridMessages.tooFast };
    const at = this.order.indexOf(beforeId);
    if (at < 0) return { ids: [] };
    this.lastInsert = now;
    return { ids: this.createRows(count, at) };
  }

  private createRows(count: number, at: number): string[] {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const row: GridRow = { id: this.tempId() };
      for (const column of this.columns) if (column.defaultValue !== undefined) row[column.key] = column.defaultValue;
      this.place(row, 'new', at + i);
      ids.push(row.id);
    }
    this.renumber();
    this.changed();
    return ids;
  }

  /** Moves a row to `to` (drag), or one step with moveUp/moveDown. Disabled rows stay. */
  move(id: string, to: number): void {
    const from = this.order.indexOf(id);
    if (from < 0 || to < 0 || to >= this.order.length || from === to) return;
    this.order.splice(from, 1);
    this.order.splice(to, 0, id);
    this.renumber();
    this.changed();
  }
  moveUp(id: string): void {
    this.move(id, this.order.indexOf(id) - 1);
  }
  moveDown(id: string): void {
    const at = this.order.indexOf(id);
    if (at >= 0) this.move(id, at + 1);
  }

  /** Deletes rows: a new row vanishes, a loaded one is reported in removedIds. */
  remove(ids: readonly string[]): void {
    const gone = new Set(ids.filter((id) => this.rows.has(id)));
    if (gone.size === 0) return;
    this.order = this.order.filter((id) => !gone.has(id));
    const touchedUnique = new Map<string, unknown[]>();
    for (const id of gone) {
      const row = this.rows.get(id) as GridRow;
      for (const column of this.columns) {
        this.forget(id, column.key, row[column.key]);
        if (this.holders.has(column.key)) touchedUnique.set(column.key, [...(touchedUnique.get(column.key) ?? []), row[column.key]]);
        this.errors.delete(cellKey(id, column.key));
      }
      if (this.states.get(id) === 'existing') this.removed.push(id);
      this.rows.delete(id);
      this.states.delete(id);
      this.selected.delete(id);
    }
    for (const [key, values] of touchedUnique) this.recheckUnique(key, values);
    this.renumber();
    this.changed();
  }

  // ---- selection ----

  select(ids: readonly string[], on: boolean): void {
    for (const id of ids) {
      if (!this.rows.has(id) || this.isDisabled(id)) continue;
      if (on) this.selected.add(id);
      else this.selected.delete(id);
    }
    this.changed();
  }
  selectAll(on: boolean): void {
    this.select(this.order, on);
  }

  // ---- validation ----

  /** Checks one cell (sync rules, unique, then custom handlers) and records its first message. */
  async validateCell(id: string, key: string): Promise<string | undefined> {
    const row = this.rows.get(id);
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
      if (this.pending.get(cellKey(id, key)) !== token || !this.rows.has(id)) return this.error(id, key);
      if (message !== undefined) {
        this.setError(id, key, message);
        return message;
      }
    }
    return undefined;
  }

  /**
   * Checks every cell with rules, in slices that give the browser its thread back, then the async
   * handlers of the cells that passed. Answers the failing cells in table order.
   */
  async validateAll(): Promise<CellError[]> {
    const checked = this.columns.flatMap((c) => {
      const rules = this.compiled.get(c.key);
      return rules?.any ? [[c.key, rules] as const] : [];
    });
    const ids = [...this.order];
    const awaiting: [string, string][] = [];
    let sliceStart = performance.now();
    for (const id of ids) {
      const row = this.rows.get(id);
      if (!row) continue;
      for (const [key, rules] of checked) {
        const message = this.syncError(row, key, rules);
        this.setError(id, key, message);
        if (message === undefined && rules.handlers.length > 0) awaiting.push([id, key]);
      }
      if (performance.now() - sliceStart > (this.options.sliceMs ?? SLICE_MS)) {
        await (this.options.yieldToBrowser ?? defaultYield)();
        sliceStart = performance.now();
      }
    }
    await Promise.all(awaiting.map(([id, key]) => this.validateCell(id, key)));
    this.changed();
    const found: CellError[] = [];
    for (const id of this.order) {
      for (const column of this.columns) {
        const message = this.error(id, column.key);
        if (message !== undefined) found.push({ rowId: id, key: column.key, message });
      }
    }
    return found;
  }

  /** Every row and the removed ids, once every cell passes; else rejects with the failing cells. */
  async getValues(): Promise<{ rows: (GridRow & { $state: RowState })[]; removedIds: string[] }> {
    const errors = await this.validateAll();
    if (errors.length > 0) throw new GridValidationError(errors);
    return {
      rows: this.order.map((id) => ({ ...(this.rows.get(id) as GridRow), $state: this.states.get(id) as RowState })),
      removedIds: this.removedIds(),
    };
  }

  // ---- inside ----

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
        const row = this.rows.get(id);
        if (row && id !== except) this.setError(id, key, this.syncError(row, key, rules));
      }
    }
  }

  private remember(id: string, key: string, value: unknown): void {
    const holders = this.holders.get(key);
    if (holders && !isBlank(value)) {
      const k = String(value);
      let set = holders.get(k);
      if (!set) holders.set(k, (set = new Set()));
      set.add(id);
    }
    if (this.sums.has(key)) this.sums.set(key, (this.sums.get(key) ?? 0) + numeric(value));
  }

  private forget(id: string, key: string, value: unknown): void {
    const holders = this.holders.get(key);
    if (holders && !isBlank(value)) {
      const set = holders.get(String(value));
      set?.delete(id);
      if (set?.size === 0) holders.delete(String(value));
    }
    if (this.sums.has(key)) this.sums.set(key, (this.sums.get(key) ?? 0) - numeric(value));
  }

  private place(row: GridRow, state: RowState, at: number): void {
    this.rows.set(row.id, row);
    this.states.set(row.id, state);
    this.order.splice(at, 0, row.id);
    for (const column of this.columns) this.remember(row.id, column.key, row[column.key]);
  }

  private renumber(): void {
    const orderColumns = this.columns.filter((c) => c.isOrder);
    if (orderColumns.length === 0) return;
    this.order.forEach((id, i) => {
      const row = this.rows.get(id) as GridRow;
      for (const column of orderColumns) {
        if (row[column.key] === i + 1) continue;
        row[column.key] = i + 1;
        this.cellChanged(id, column.key);
      }
    });
  }

  /** A temporary id for a new row: a prefix and six random characters (seed 002 §9), unique in the table. */
  private tempId(): string {
    for (;;) {
      const id = `new_${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
      if (!this.rows.has(id) && !this.removed.includes(id)) return id;
    }
  }
}

function numeric(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}
