import { produce } from 'immer';
import controlSchema from '../../schemas/meta/control.schema.json';
import type { Control } from '../../schemas/types.ts';
import { designerMessages as m } from '../messages.ts';
import { getIn, locateControl } from './containers.ts';
import { controlIds } from './ids.ts';
import { refuse, type DesignDocument, type EditResult } from './types.ts';

/** What the meta-schema accepts as a control id: its own pattern, so the two cannot drift. */
export const ID_PATTERN = new RegExp(controlSchema.$defs.control.properties.id.pattern);

/** Why `next` cannot become a control's id, or undefined when it can. */
export function idRefusal(doc: DesignDocument, current: string, next: unknown): string | undefined {
  if (next === current) return undefined;
  if (typeof next !== 'string' || !ID_PATTERN.test(next)) return m.idInvalid;
  return controlIds(doc).has(next) ? m.idExists : undefined;
}

/**
 * Changes properties of one control (the property panel's patches). A key patched to undefined is
 * removed. A new `id` must be unused (该ID已经存在，请修改) and well formed; `_id` follows it, as the
 * older designer keeps `_id` equal to the accepted id, and the selection follows the control.
 */
export function updateControl(doc: DesignDocument, id: string, patch: Partial<Control>): EditResult {
  const located = locateControl(doc, id);
  if (!located) return refuse(m.notFound);
  const renamed = 'id' in patch && patch.id !== id ? patch.id : undefined;
  if (renamed !== undefined) {
    const refusal = idRefusal(doc, id, renamed);
    if (refusal) return refuse(refusal);
  }
  const next = produce(doc, (draft) => {
    const control = getIn<Record<string, unknown>>(draft, located.path);
    for (const [key, value] of Object.entries(patch)) {
      if (key === '_id') continue;
      if (value === undefined) delete control[key];
      else control[key] = value;
    }
    if (renamed !== undefined) control._id = renamed;
  });
  return renamed !== undefined ? { ok: true, doc: next, select: { kind: 'control', id: renamed } } : { ok: true, doc: next };
}
