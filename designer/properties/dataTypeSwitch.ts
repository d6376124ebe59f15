import type { Control, ControlOption } from '../../schemas/types.ts';

export type DataType = 'static' | 'dynamic';

/** The options each data type last had, kept while the user switches back and forth. */
export type OptionStash = Partial<Record<DataType, ControlOption[]>>;

export const dataTypeOf = (control: Control): DataType => (control.dataType === 'dynamic' ? 'dynamic' : 'static');

/**
 * Switching an options component between static and dynamic data (seed 001 §2): the options are
 * cleared, and the ones the other type had before come back when the user switches back. The
 * stash is the caller's state, not a schema property, so the saved form gains no helper keys.
 */
export function switchDataType(
  control: Control,
  next: DataType,
  stash: OptionStash,
): { patch: Partial<Control>; stash: OptionStash } {
  const current = dataTypeOf(control);
  if (current === next) return { patch: {}, stash };
  const kept = { ...stash, [current]: control.options ?? [] };
  return { patch: { dataType: next, options: stash[next] ?? [] }, stash: kept };
}
