import { produce } from 'immer';
import type { Control } from '../../schemas/types.ts';
import { designerMessages as m } from '../messages.ts';
import { findContainer, getIn, isWithin, locateControl, sameContainer } from './containers.ts';
import { copyWithNewIds, createControl } from './createControl.ts';
import { controlIds, type IdSource } from './ids.ts';
import { additionRefusal, placementRefusal } from './placement.ts';
import { refuse, type DesignDocument, type EditResult, type Target } from './types.ts';

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(Number.isFinite(index) ? Math.trunc(index) : length, length));

/** Adds a new control of a palette kind at `target` (dragged from the palette, or Enter on an entry). */
export function addControl(doc: DesignDocument, compType: string, target: Target, ids: IdSource): EditResult {
  const container = findContainer(doc, target.container);
  if (!container) return refuse(m.notFound);
  const refusal = additionRefusal(compType, doc.config) ?? placementRefusal(compType, target.container.kind);
  if (refusal) return refuse(refusal);
  const control = createControl(compType, ids, controlIds(doc));
  if (!control) return refuse(m.unknownKind(compType));
  const next = produce(doc, (draft) => {
    getIn<Control[]>(draft, container.path).splice(clampIndex(target.index, container.list.length), 0, control);
  });
  return { ok: true, doc: next, select: { kind: 'control', id: control.id } };
}

/**
 * Moves a control to `target`, within its list or into another one. `target.index` is the place
 * the control takes in the target list once moved (as arrayMove counts within one list).
 */
export function moveControl(doc: DesignDocument, id: string, target: Target): EditResult {
  const from = locateControl(doc, id);
  const to = findContainer(doc, target.container);
  if (!from || !to) return refuse(m.notFound);
  const sameList = sameContainer(from.container.ref, to.ref);
  // A container dropped into one of its own lists would swallow itself.
  if (!sameList && isWithin(to.path, from.path)) return refuse(m.layoutNested);
  if (!sameList) {
    const refusal = placementRefusal(from.control.compType, to.ref.kind);
    if (refusal) return refuse(refusal);
  }
  const length = sameList ? to.list.length - 1 : to.list.length;
  const index = clampIndex(target.index, length);
  if (sameList && index === from.index) return { ok: true, doc };
  const next = produce(doc, (draft) => {
    // Both lists are taken before either changes: removing first could shift the target's path.
    const source = getIn<Control[]>(draft, from.container.path);
    const destination = getIn<Control[]>(draft, to.path);
    const [moved] = source.splice(from.index, 1);
    destination.splice(index, 0, moved);
  });
  return { ok: true, doc: next, select: { kind: 'control', id } };
}

/**
 * 复制: a deep copy with new ids (fd_, or row_/table_ for a row or table; new ids for every
 * control and cell inside), placed right after the original and selected.
 */
export function copyControl(doc: DesignDocument, id: string, ids: IdSource): EditResult {
  const located = locateControl(doc, id);
  if (!located) return refuse(m.notFound);
  const refusal = additionRefusal(located.control.compType, doc.config);
  if (refusal) return refuse(refusal);
  const copy = copyWithNewIds(located.control, ids, controlIds(doc));
  const next = produce(doc, (draft) => {
    getIn<Control[]>(draft, located.container.path).splice(located.index + 1, 0, copy);
  });
  return { ok: true, doc: next, select: { kind: 'control', id: copy.id } };
}

/** 删除: removes a control and everything inside it. */
export function deleteControl(doc: DesignDocument, id: string): EditResult {
  const located = locateControl(doc, id);
  if (!located) return refuse(m.notFound);
  const next = produce(doc, (draft) => {
    getIn<Control[]>(draft, located.container.path).splice(located.index, 1);
  });
  // The selection is left to the store: it drops a selection that no longer exists.
  return { ok: true, doc: next };
}
