import type { ReactNode } from 'react';
import type { Control } from '../../../schemas/types.ts';

export interface FieldItemProps {
  control: Control;
  /** The saved control's own labelWidth (before defaults): it overrides the form's. */
  labelWidth: unknown;
  errors?: readonly string[];
  /** A dynamic-table cell: no label (the column header has it), no bottom margin. */
  compact?: boolean;
  /** Read-pretty (a record's 详情): nothing is typed, so no required mark. */
  pretty?: boolean;
  children: ReactNode;
}

/** A label width as CSS: numbers and numeric strings in pixels; anything else none. */
export function cssWidth(width: unknown): string | undefined {
  const n = typeof width === 'number' ? width : typeof width === 'string' && width.trim() !== '' ? Number(width) : NaN;
  return Number.isFinite(n) && n > 0 ? `${n}px` : undefined;
}
