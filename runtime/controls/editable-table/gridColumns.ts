import type { GridColumnSchema, GridColumnType } from '../../../schemas/types.ts';
import { CELL_KINDS, type CellKindName, type GridColumnView } from '../../grid/cellKinds.tsx';
import type { GridColumn } from '../../grid/gridStore.ts';
import { compileRules, isBlank, type GridRow } from '../../grid/rules.ts';
import { controlMessages } from '../messages.ts';
import { pickerCell } from './pickerCells.tsx';
import { uploadCell } from './uploadCells.tsx';

/** Column types that edit with another type's cell (input_pop is the platform's name of the text pop-up). */
const SAME_CELL: Partial<Record<GridColumnType, CellKindName>> = { input_pop: 'textarea' };

/**
 * The cell kind a column type edits with (runtime/grid/cellKinds.tsx); undefined for a type whose
 * cell is not built yet: its column shows the value as text and is not edited.
 */
export function cellKindOf(type: GridColumnType): CellKindName | undefined {
  const kind = SAME_CELL[type] ?? type;
  return Object.hasOwn(CELL_KINDS, kind) ? (kind as CellKindName) : undefined;
}

/** The store's part of the columns: defaults, rules, statistics, disabled. */
export function storeColumns(columns: readonly GridColumnSchema[]): GridColumn[] {
  return columns.map((c) => ({ key: c.key, title: c.title, defaultValue: c.defaultValue, validateRules: c.validateRules, statistics: c.statistics, disabled: c.disabled }));
}

/** How each column is drawn and edited: its cell kind, width, choices (the column's options, else its dictionary's items). */
export function viewColumns(columns: readonly GridColumnSchema[], dictItems: ReadonlyMap<string, ReadonlyMap<string, string>>): GridColumnView[] {
  return columns.map((c) => {
    const kind = cellKindOf(c.type);
    const dict = c.dictCode ? dictItems.get(c.dictCode) : undefined;
    const options = c.options
      ? c.options.map((o) => ({ value: String(o.value), text: o.text ?? o.label ?? String(o.value) }))
      : dict && [...dict].map(([value, text]) => ({ value, text }));
    const multi = c.fieldExtendJson?.multiSelect === true;
    const picker =
      c.type === 'sel_user'
        ? pickerCell('userList', multi, c.key)
        : c.type === 'sel_depart'
          ? pickerCell('userDept', multi, c.key)
          : c.type === 'upload' || c.type === 'file' || c.type === 'image'
            ? uploadCell(c.type, c.key)
            : undefined;
    return {
      key: c.key,
      title: c.title,
      type: kind ?? 'input',
      kind: picker,
      width: c.width,
      options,
      placeholder: c.placeholder,
      disabled: c.disabled === true || (kind === undefined && picker === undefined),
      required: c.validateRules?.some((r) => r.required) === true,
    };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a form value (anything else reads as none), each with an id: a row without one gets a temporary id. */
export function rowsOf(value: unknown): GridRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((row, i) => ({ ...row, id: typeof row.id === 'string' && row.id !== '' ? row.id : `new_row${String(i)}` }));
}

/**
 * The first bad cell of the rows, in table order, by the columns' rules (required, presets and
 * patterns, unique), as `第n行：message`; '' when every cell passes. The form's rule for the table,
 * so a save with a bad cell is refused even for rows no one touched.
 */
export function firstRowProblem(columns: readonly GridColumnSchema[], value: unknown): string {
  const rows = rowsOf(value);
  const checks = columns.map((c) => ({ key: c.key, rules: compileRules(c.title, c.validateRules) })).filter((c) => c.rules.any);
  const seen = new Map(checks.filter((c) => c.rules.unique).map((c) => [c.key, new Map<string, number>()]));
  for (const row of rows) for (const [key, values] of seen) if (!isBlank(row[key])) values.set(String(row[key]), (values.get(String(row[key])) ?? 0) + 1);
  for (const [i, row] of rows.entries()) {
    for (const { key, rules } of checks) {
      const value = row[key];
      const message = rules.sync(value) ?? (rules.unique && !isBlank(value) && (seen.get(key)?.get(String(value)) ?? 0) > 1 ? rules.unique : undefined);
      if (message !== undefined) return controlMessages.gridRowProblem(i + 1, message);
    }
  }
  return '';
}

/** The rows as the form holds them: plain copies, so a later edit in the grid does not change a value already handed out. */
export const copyRows = (rows: readonly GridRow[]): GridRow[] => rows.map((row) => ({ ...row }));

/** Whether two row lists hold the same rows with the same values (shallow per row). */
export function sameRows(a: readonly Record<string, unknown>[], b: readonly Record<string, unknown>[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((row, i) => {
    const other = b[i] as Record<string, unknown>;
    const keys = Object.keys(row);
    return keys.length === Object.keys(other).length && keys.every((k) => Object.is(row[k], other[k]));
  });
}
