import { useState } from 'react';
import { keyOf, type Row } from './listPicker.ts';

export interface ChosenRows {
  /** The chosen rows, in the order they were chosen; rows of other pages stay. */
  rows: Row[];
  keys: string[];
  /** The table's selection changed to these keys (antd reports the shown page's rows). */
  choose(keys: string[], pageRows: Row[]): void;
  /** A row was clicked: chosen, or let go when it was. */
  toggle(row: Row): void;
  remove(key: string): void;
}

/** What a paged picker has chosen so far, keyed by `field`; one row only unless `multi`. */
export function useChosenRows(initial: Row[], field: string, multi: boolean): ChosenRows {
  const [rows, setRows] = useState<Row[]>(initial);
  const keys = rows.map((row) => keyOf(row, field));
  return {
    rows,
    keys,
    choose: (next, pageRows) => {
      const kept = rows.filter((row) => next.includes(keyOf(row, field)));
      const added = pageRows.filter((row) => next.includes(keyOf(row, field)) && !keys.includes(keyOf(row, field)));
      const all = [...kept, ...added];
      setRows(multi ? all : all.slice(-1));
    },
    toggle: (row) => {
      const key = keyOf(row, field);
      if (!multi) setRows([row]);
      else setRows((current) => (current.some((r) => keyOf(r, field) === key) ? current.filter((r) => keyOf(r, field) !== key) : [...current, row]));
    },
    remove: (key) => setRows((current) => current.filter((r) => keyOf(r, field) !== key)),
  };
}
