import { controlKind } from '../../schemas/controls/catalogue.ts';
import { dynamicColumns, rowColumns, tableCells, type Control, type FormContent } from '../../schemas/types.ts';
import { withDefaults } from './controlDefaults.ts';

/** Form values as the older designer keeps them: control id → value, a dynamic table id → rows. */
export type FormValues = Record<string, unknown>;

// Defaults are shared schema objects: a form must never write into them through its values.
const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** One new row of a dynamic table: each column's default value. */
export function dynamicRowDefaults(table: Control): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of dynamicColumns(table)) row[column.id] = copy(withDefaults(column).value);
  return row;
}

function collect(list: unknown, values: FormValues): void {
  // Defensive: createSchemaForm may be handed content that SchemaForm has not checked yet.
  if (!Array.isArray(list)) return;
  for (const raw of list as Control[]) {
    if (typeof raw !== 'object' || raw === null || typeof raw.id !== 'string') continue;
    if (raw.compType === 'dynamicTable') {
      values[raw.id] = [dynamicRowDefaults(raw)];
      continue;
    }
    if (raw.compType === 'row') {
      for (const column of rowColumns(raw)) collect(column.list, values);
      continue;
    }
    if (raw.compType === 'table') {
      for (const cells of tableCells(raw)) if (Array.isArray(cells)) for (const cell of cells) collect(cell?.columns, values);
      continue;
    }
    if (controlKind(raw.compType)?.structural) continue;
    // As formDraw.js: every other item maps id → value; one without a value adds no key.
    const control = withDefaults(raw);
    if (control.value !== undefined) values[control.id] = copy(control.value);
  }
}

/**
 * The initial value model of a designed form (api-contract section 8): a flat object keyed by
 * control id, controls inside rows and layout-table cells included; a dynamic table starts with
 * one row of its columns' defaults. `saved` (an earlier submission) wins over the defaults.
 */
export function initialFormValues(content: FormContent, saved: FormValues = {}): FormValues {
  const values: FormValues = {};
  collect(content.list, values);
  for (const [key, value] of Object.entries(saved)) values[key] = copy(value);
  return values;
}
