import { onFormSubmitValidateFailed } from '@formily/core';
import { useField } from '@formily/react';
import { useEffect, useId, type RefObject } from 'react';
import type { GridRow, GridStore } from '../../grid/gridStore.ts';
import { sameRows } from './gridColumns.ts';

/** What a grid control keeps between renders: its store and the rows it last handed to the form. */
export interface HeldGrid {
  store: GridStore;
  /** A value equal to these is the grid's own; anything else replaces the rows. */
  emitted: Record<string, unknown>[];
}

/**
 * Binds a grid control's store to its form field (the editable table and the designer's dynamic
 * table alike): a change of rows is handed to `onChange` as `toRows` makes them (selection and
 * cell errors change the store too, and are not the form's), and a save the form refuses marks
 * every bad cell and brings the first into view with its message (GridStore.onReveal).
 */
export function useGridFormValue<H extends HeldGrid>(
  held: RefObject<H | null>,
  store: GridStore,
  toRows: (rows: GridRow[], current: H) => Record<string, unknown>[],
  onChange: (rows: Record<string, unknown>[]) => void,
): void {
  useEffect(
    () =>
      store.subscribe(() => {
        const current = held.current;
        if (!current || current.store !== store) return;
        const rows = toRows(store.ids().map((id) => store.row(id) ?? { id }), current);
        if (sameRows(rows, current.emitted)) return;
        current.emitted = rows;
        onChange(rows);
      }),
    [held, store, toRows, onChange],
  );

  const field = useField();
  const effectsId = useId();
  useEffect(() => {
    const form = field?.form;
    if (!form) return;
    form.addEffects(effectsId, () => onFormSubmitValidateFailed(() => void store.validateAll()));
    return () => form.removeEffects(effectsId);
  }, [field, effectsId, store]);
}
