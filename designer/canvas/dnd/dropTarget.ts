import { sameContainer } from '../../model/containers.ts';
import type { Target } from '../../model/types.ts';
import type { DragData, DropData } from './dragData.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a drop lands. On a list's own area: at its end. On a control of the same list: its place
 * (as a sortable list reorders). On a control of another list: before it, or after it when the
 * dragged thing's centre is past the control's middle. Nothing when dropped on itself.
 */
export function dropTarget(active: DragData, over: DropData, centre?: Point, overBox?: Box): Target | undefined {
  if (over.type === 'zone') return { container: over.container, index: over.length };
  if (active.type === 'item') {
    if (active.id === over.id) return undefined;
    if (sameContainer(active.container, over.container)) return { container: over.container, index: over.index };
  }
  let after = false;
  if (centre && overBox) {
    after = over.axis === 'x' ? centre.x > overBox.left + overBox.width / 2 : centre.y > overBox.top + overBox.height / 2;
  }
  return { container: over.container, index: over.index + (after ? 1 : 0) };
}
