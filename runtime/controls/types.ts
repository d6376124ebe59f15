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

interface EntryBase {
  compType: string;
}

/**
 * One control kind of the runtime: its renderer and how the form treats it.
 * - field: holds a value, gets a label, required and custom rules, plus `rules(control)` of its own;
 * - display: shows something, holds no value (button, text, ...);
 * - layout: places other controls (row, table).
 * A dynamic table is a field whose value is its rows (drawn by runtime/grid).
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
  | (EntryBase & { role: 'layout'; Render: ComponentType<LayoutControlProps> });

export type ControlRole = ControlEntry['role'];
