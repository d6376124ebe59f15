import { gridMessages } from './messages.ts';
import { GridChecks, cellKey, type SliceOptions } from './gridChecks.ts';
import type { CellRule, GridRow } from './rules.ts';

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

export interface GridOptions extends SliceOptions {
  /** The clock of the insert throttle (tests pass fake timers' Date.now). */
  now?: () => number;
  /** Rows this answers true for cannot be selected or edited (`disabledRows`). */
  disabledRows?: (row: GridRow) => boolean;
}

/** getValues refused: the cells that failed, in table order. */
export class GridValidationError extends Error {
  constructor(readonly errors: CellError[]) {
    super(gridMessages.hasErrors(errors.length));
    this.name = 'GridValidationError';
  }
}

const INSERT_THROTTLE_MS = 1500;

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
  private readonly checks: GridChecks;
  private readonly sums = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private readonly cellListeners = new Map<string, Set<() => void>>();
  private lastInsert = Number.NEGATIVE_INFINITY;
  private readonly layoutListeners = new Set<() => void>();
  private readonly revealListeners = new Set<(cell: CellError) => void>();
  /** Changes with every change of rows, order, selection or errors (useSyncExternalStore's snapshot). */
  version = 0;
  /**
   * Changes only when rows come, go, move or are (de)selected: the table's body listens to this one,
   * so a keystroke re-renders its cell and the footer, not every drawn row.
   */
  layoutVersion = 0;

  constructor(
    readonly columns: readonly GridColumn[],
    rows: readonly GridRow[] = [],
    private readonly options: GridOptions = {},
  ) {
    this.checks = new GridChecks(columns, (id) => this.rows.get(id), (id, key) => this.cellChanged(id, key));
    for (const column of columns) if (column.statistics?.length) this.sums.set(column.key, 0);
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
    return this.checks.error(id, key);
  }
  errorCount(): number {
    return this.checks.size;
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
  subscribeLayout(listener: () => void): () => void {
    this.layoutListeners.add(listener);
    return () => this.layoutListeners.delete(listener);
  }
  /** The table scrolls to the cell and opens its tooltip (the first error of a whole-table check). */
  onReveal(listener: (cell: CellError) => void): () => void {
    this.revealListeners.add(listener);
    return () => this.revealListeners.delete(listener);
  }
  private changed(layout = true): void {
    this.version += 1;
    if (layout) {
      this.layoutVersion += 1;
      for (const listener of this.layoutListeners) listener();
    }
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
    row[key] = value;
    this.total(key, value, before);
    this.checks.edited(id, key, before, value);
    this.cellChanged(id, key);
    const checked = this.checks.validateCell(id, key);
    this.changed(false);
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
    const rows = [...gone].map((id) => this.rows.get(id) as GridRow);
    for (const row of rows) {
      const id = row.id;
      for (const key of this.sums.keys()) this.total(key, undefined, row[key]);
      if (this.states.get(id) === 'existing') this.removed.push(id);
      this.rows.delete(id);
      this.states.delete(id);
      this.selected.delete(id);
    }
    this.checks.removed(rows);
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
  validateCell(id: string, key: string): Promise<string | undefined> {
    return this.checks.validateCell(id, key);
  }

  /**
   * Checks every cell, sliced over idle time (see GridChecks); answers the failing cells in table order
   * and asks the table to reveal the first one.
   */
  async validateAll(): Promise<CellError[]> {
    const found = await this.checks.validateAll(this.order, this.options);
    this.changed(false);
    const first = found[0];
    if (first) for (const listener of this.revealListeners) listener(first);
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

  /** Keeps the footer sums: `value` replaces `before` in column `key`. */
  private total(key: string, value: unknown, before: unknown = undefined): void {
    const sum = this.sums.get(key);
    if (sum !== undefined) this.sums.set(key, sum + numeric(value) - numeric(before));
  }

  private place(row: GridRow, state: RowState, at: number): void {
    this.rows.set(row.id, row);
    this.states.set(row.id, state);
    this.order.splice(at, 0, row.id);
    for (const key of this.sums.keys()) this.total(key, row[key]);
    this.checks.placed(row);
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
