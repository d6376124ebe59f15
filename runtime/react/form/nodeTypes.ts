import type { ReactNode } from 'react';
import type { Control } from '../../../schemas/types.ts';
import type { ControlEntry } from '../../controls/types.ts';
import type { PreparedControl } from './prepareControl.ts';

export type Prepared<Role extends ControlEntry['role']> = Extract<PreparedControl, { ok: true }> & {
  entry: Extract<ControlEntry, { role: Role }>;
};

export interface NodeProps<Role extends ControlEntry['role']> {
  prepared: Prepared<Role>;
  /** The saved control, before defaults: its own labelWidth overrides the form's. */
  raw: Control;
  path: string;
  /** The user holds the control's `has` action only as "disable" (type 2). */
  lockedByPermission: boolean;
}

export type RenderControls = (list: Control[], path: string) => ReactNode;

export const spanOf = (control: Control) =>
  typeof control.span === 'number' && control.span >= 1 && control.span <= 24 ? control.span : 24;

/** A field's own pattern; undefined inherits the form's (editable, disabled or read-only). */
export function patternOf(control: Control, lockedByPermission: boolean): 'disabled' | 'readOnly' | undefined {
  if (control.disabled === true || lockedByPermission) return 'disabled';
  if (control.readonly === true) return 'readOnly';
  return undefined;
}
