import type { Control } from '../../schemas/types.ts';
import { propertyMessages } from './messages.ts';

export type IdRename =
  | { ok: true; patch: Partial<Control> | null }
  | { ok: false; error: string };

/**
 * Checks a new id for a control (seed 001 §5): an empty id or one another control already has is
 * refused with the message to show, and the field reverts. `ids` holds every id of the form; the
 * control's own id in it is not a clash. The accepted patch also sets `_id`, which the older
 * designer kept as "the id before the last change" for this very check.
 * An unchanged id gives a null patch: nothing to send.
 */
export function checkIdRename(control: Control, typed: string, ids: ReadonlySet<string>): IdRename {
  const next = typed.trim();
  if (next === '') return { ok: false, error: propertyMessages.idEmpty };
  if (next === control.id) return { ok: true, patch: null };
  if (ids.has(next)) return { ok: false, error: propertyMessages.idExists };
  return { ok: true, patch: { id: next, _id: next } };
}
