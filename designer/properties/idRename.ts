import type { Control } from '../../schemas/types.ts';
import { designerMessages } from '../messages.ts';
import { ID_PATTERN } from '../model/updateControl.ts';
import { propertyMessages } from './messages.ts';

export type IdRename =
  | { ok: true; patch: Partial<Control> | null }
  | { ok: false; error: string };

/**
 * Checks a new id for a control (seed 001 §5): an empty id, one another control already has, or
 * one the meta-schema's pattern refuses (`9bad id`) is refused with the message to show, and the field reverts. `ids` holds every id of the form; the
 * control's own id in it is not a clash. The accepted patch also sets `_id`, which the older
 * designer kept as "the id before the last change" for this very check.
 * An unchanged id gives a null patch: nothing to send.
 */
export function checkIdRename(control: Control, typed: string, ids: ReadonlySet<string>): IdRename {
  const next = typed.trim();
  if (next === '') return { ok: false, error: propertyMessages.idEmpty };
  if (next === control.id) return { ok: true, patch: null };
  if (ids.has(next)) return { ok: false, error: propertyMessages.idExists };
  // Refused here, before the field says the id was changed (the command would refuse it after).
  if (!ID_PATTERN.test(next)) return { ok: false, error: designerMessages.idInvalid };
  return { ok: true, patch: { id: next, _id: next } };
}
