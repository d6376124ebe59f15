import { dynamicColumns, type Control } from '../../../schemas/types.ts';
import { withDefaults } from '../../core/controlDefaults.ts';
import { commonRules, type FieldRule } from '../../core/fieldRules.ts';
import type { GridColumn } from '../../grid/gridStore.ts';
import type { GridRow } from '../../grid/rules.ts';
import { controlMessages } from '../messages.ts';

/*
 * The dynamic table's value is the older designer's: `tableId → [{columnId: value}]`, rows without
 * ids. The grid engine keys its rows by id, so each row gets one while it is in the table (dyn_<n>,
 * or the new_ id of a row the grid added) and loses it again in the value the form holds; a row that
 * came with an id of its own keeps it.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const ownId = (row: Record<string, unknown>) => typeof row.id === 'string' && row.id !== '';

/** The grid's rows of a form value, and the ids that are the rows' own (kept in the value). */
export function gridRowsOf(value: unknown): { rows: GridRow[]; own: Set<string> } {
  const records = Array.isArray(value) ? value.filter(isRecord) : [];
  const own = new Set(records.filter(ownId).map((row) => row.id as string));
  const rows = records.map((row, i) => (ownId(row) ? ({ ...row } as GridRow) : { ...row, id: `dyn_${String(i)}` }));
  return { rows, own };
}

/** The form's value of the grid's rows: plain copies, without the ids the grid lent them. */
export function formRowsOf(rows: readonly GridRow[], own: ReadonlySet<string>): Record<string, unknown>[] {
  return rows.map((row) => {
    if (own.has(row.id)) return { ...row };
    const { id: _lent, ...rest } = row;
    return rest;
  });
}

/** The first message of a control's rules for a value ('' when it passes), as Formily reads them. */
export function firstFailure(rules: readonly FieldRule[], value: unknown): string {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  for (const rule of rules) {
    if (rule.required && empty) return rule.message ?? '';
    // A pattern speaks of a value, not of its absence (that is required's business).
    if (rule.pattern && !empty && !rule.pattern.test(String(value))) return rule.message ?? '';
    const message = rule.validator?.(value);
    if (message) return message;
  }
  return '';
}

/** Each column's rules (required, its rules[] patterns), as the form gave each cell before. */
export function columnRules(table: Control): FieldRule[][] {
  return dynamicColumns(table).map((column, c) => commonRules(withDefaults(column), `$.columns[${String(c)}]`));
}

/**
 * The store's columns: each new row starts with the column's default, the cells check the column's
 * rules, and the columns in `summed` keep a running sum (show-summary).
 */
export function storeColumnsOf(columns: readonly Control[], rules: readonly FieldRule[][], summed: ReadonlySet<string> = new Set()): GridColumn[] {
  return columns.map((raw, c) => {
    const column = withDefaults(raw);
    const own = rules[c] ?? [];
    return {
      key: column.id,
      title: column.label ?? column.id,
      // A copy: the schema's default must not be the object a row's cell holds.
      defaultValue: column.value === undefined ? undefined : structuredClone(column.value),
      validateRules: own.length > 0 ? [{ handler: (value: unknown) => firstFailure(own, value) || undefined }] : [],
      disabled: column.disabled === true,
      statistics: summed.has(column.id) ? ['sum'] : undefined,
    };
  });
}

/**
 * The table's rule for the form: the first bad cell in table order as `第n行：message`, '' when every
 * cell passes, so a save is refused for rows no one touched too.
 */
export function firstRowProblem(table: Control, value: unknown): string {
  const columns = dynamicColumns(table);
  const rules = columnRules(table);
  const rows = Array.isArray(value) ? value.filter(isRecord) : [];
  for (const [i, row] of rows.entries()) {
    for (const [c, column] of columns.entries()) {
      const message = firstFailure(rules[c] ?? [], row[column.id]);
      if (message) return controlMessages.gridRowProblem(i + 1, message);
    }
  }
  return '';
}
