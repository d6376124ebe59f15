import type { ComponentType, ReactNode } from 'react';
import type { FieldRule } from '../core/fieldRules.ts';
import type { Control } from '../../schemas/types.ts';

/** What every renderer gets: the control (catalogue defaults merged in) and its JSON path. */
export interface ControlBaseProps {
  control: Control;
  /** Where the control sits in the schema, e.g. `$.list[3]`: error panels name it. */
  path: string;
}

/** A control that holds a form value. */
export interface FieldControlProps extends ControlBaseProps {
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  disabled: boolean;
  readOnly: boolean;
}

/** A layout kind (row, layout table, cell): it places other controls. */
export interface LayoutControlProps extends ControlBaseProps {
  /** Renders a list of controls as a grid row; `path` is the list's own path (`…columns[0].list`). */
  renderControls(list: Control[], path: string): ReactNode;
}

/** An array kind (dynamic table): rows of its column controls under one value. */
export interface ArrayControlProps extends ControlBaseProps {
  rows: readonly Record<string, unknown>[];
  addRow(): void;
  removeRows(indexes: number[]): void;
  /** Moves row `from` to position `to` (the sorter menu's 向上移动 / 向下移动); values and errors go with it. */
  moveRow(from: number, to: number): void;
  /** Inserts a row of the column defaults so that it becomes row `index` (插入一行: before that row). */
  insertRow(index: number): void;
  /** Renders the cell of `column` in row `rowIndex`, wired to the form (value, rules, errors). */
  renderCell(column: Control, rowIndex: number, path: string): ReactNode;
  disabled: boolean;
  readOnly: boolean;
}

interface EntryBase {
  compType: string;
}

/**
 * One control kind of the runtime: its renderer and how the form treats it.
 * - field: holds a value, gets a label, required and custom rules, plus `rules(control)` of its own;
 * - display: shows something, holds no value (button, text, ...);
 * - layout: places other controls (row, table);
 * - array: a list of rows under one value (dynamicTable).
 */
export type ControlEntry =
  | (EntryBase & {
      role: 'field';
      Render: ComponentType<FieldControlProps>;
      rules?: (control: Control) => FieldRule[];
      /** The value as text in a read-pretty form (a record's 详情); without one, Render shows it read-only. */
      Pretty?: ComponentType<FieldControlProps>;
    })
  | (EntryBase & { role: 'display'; Render: ComponentType<ControlBaseProps> })
  | (EntryBase & { role: 'layout'; Render: ComponentType<LayoutControlProps> })
  | (EntryBase & { role: 'array'; Render: ComponentType<ArrayControlProps> });

export type ControlRole = ControlEntry['role'];
