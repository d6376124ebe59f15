import type {
  Control,
  DashboardPage,
  DetailPage,
  FormPage,
  ListPage,
  PickerPage,
  RowColumn,
  TableCell,
  TreeListPage,
} from './types.generated.ts';

export type * from './types.generated.ts';

/** A page schema: one of the page kinds, told apart by `kind`. */
export type PageSchema = ListPage | TreeListPage | FormPage | DetailPage | PickerPage | DashboardPage;
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
