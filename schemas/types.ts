import type {
  Control,
  DashboardPage,
  DetailPage,
  FormPage,
  ListPage,
  RowColumn,
  TableCell,
  TreeListPage,
} from './types.generated.ts';

export type * from './types.generated.ts';

/** A page schema: one of the page kinds, told apart by `kind`. */
export type PageSchema = ListPage | TreeListPage | FormPage | DetailPage | DashboardPage;
export type PageKind = PageSchema['kind'];
export type AnyListPage = ListPage | TreeListPage;

/** The schema language version this code reads and writes. */
export const CURRENT_VERSION = 1;

/** A row's columns (each holding a list of controls). */
export function rowColumns(control: Control): RowColumn[] {
  return control.compType === 'row' && Array.isArray(control.columns) ? (control.columns as unknown as RowColumn[]) : [];
}

/** A dynamic table's column controls. */
export function dynamicColumns(control: Control): Control[] {
  return control.compType === 'dynamicTable' && Array.isArray(control.columns) ? (control.columns as unknown as Control[]) : [];
}

/** The column types of an editable table (seed 002 §3): `gridColumn.type` of control.schema.json. */
export type GridColumnType =
  | 'input' | 'inputNumber' | 'checkbox' | 'select' | 'date' | 'datetime' | 'time' | 'hidden' | 'slot' | 'popup'
  | 'sel_depart' | 'sel_user' | 'input_pop' | 'textarea' | 'radio' | 'list_multi' | 'sel_search' | 'sel_search_async'
  | 'upload' | 'file' | 'image';

/**
 * A column of an editable table as `gridColumn` of control.schema.json declares it (the generated
 * types cover page.schema.json's reach only, so this one is written out; validators check it).
 */
export interface GridColumnSchema {
  key: string;
  title: string;
  type: GridColumnType;
  width?: number;
  defaultValue?: unknown;
  placeholder?: string;
  options?: { value: string | number | boolean; text?: string; label?: string }[];
  dictCode?: string;
  validateRules?: { required?: boolean; unique?: boolean; pattern?: string; message?: string }[];
  statistics?: ('sum' | 'average')[];
  disabled?: boolean;
  fieldExtendJson?: { multiSelect?: boolean; [key: string]: unknown };
}

/** An editable table's columns. */
export function gridColumns(control: Control): GridColumnSchema[] {
  return control.compType === 'editableTable' && Array.isArray(control.columns) ? (control.columns as unknown as GridColumnSchema[]) : [];
}

/** A layout table's cells, row by row. */
export function tableCells(control: Control): TableCell[][] {
  return control.compType === 'table' && Array.isArray(control.layoutArray) ? control.layoutArray : [];
}

/** Every control of a form in document order, descending into rows, tables and dynamic tables. */
export function* walkControls(list: Control[], path = '$.list'): Generator<{ control: Control; path: string }> {
  for (const [i, control] of list.entries()) {
    const here = `${path}[${i}]`;
    yield { control, path: here };
    for (const [c, column] of rowColumns(control).entries()) yield* walkControls(column.list, `${here}.columns[${c}].list`);
    if (control.compType === 'dynamicTable') yield* walkControls(dynamicColumns(control), `${here}.columns`);
    for (const [r, cells] of tableCells(control).entries()) {
      for (const [c, cell] of cells.entries()) yield* walkControls(cell.columns, `${here}.layoutArray[${r}][${c}].columns`);
    }
  }
}
