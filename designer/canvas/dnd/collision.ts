import { closestCenter, type Collision, type CollisionDetection } from '@dnd-kit/core';
import { isDropData } from './dragData.ts';

const contains = (rect: { left: number; top: number; width: number; height: number }, x: number, y: number) =>
  x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height;

/**
 * Lists nest (a row's columns sit inside the row, which sits in the form), so with a pointer the
 * target is the innermost drop area under it: the smallest one containing the pointer. Areas
 * inside the dragged control are left out, so a container never lands in itself. Without a
 * pointer (keyboard dragging) the nearest control wins.
 */
export const designerCollision: CollisionDetection = (args) => {
  const activeId = String(args.active.id);
  const candidates = args.droppableContainers.filter((container) => {
    const data: unknown = container.data.current;
    return isDropData(data) && !data.ancestors.includes(activeId);
  });
  const pointer = args.pointerCoordinates;
  if (!pointer) {
    return closestCenter({ ...args, droppableContainers: candidates.filter((c) => (c.data.current as { type?: string }).type === 'item') });
  }
  let best: Collision | undefined;
  let bestArea = Infinity;
  for (const container of candidates) {
    const rect = args.droppableRects.get(container.id);
    if (!rect || !contains(rect, pointer.x, pointer.y)) continue;
    const area = rect.width * rect.height;
    if (area < bestArea) {
      bestArea = area;
      best = { id: container.id, data: { droppableContainer: container, value: area } };
    }
  }
  return best ? [best] : [];
};
