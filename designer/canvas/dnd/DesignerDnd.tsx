import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type DragEndEvent, type DragOverEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useState, type ReactNode } from 'react';
import { addControl, moveControl } from '../../model/commands.ts';
import { containerKey, sameContainer } from '../../model/containers.ts';
import { designerMessages as m } from '../../messages.ts';
import { useDesigner } from '../DesignerContext.tsx';
import { designerCollision } from './collision.ts';
import { isDragData, isDropData, type DragData } from './dragData.ts';
import { createDropIndicator, DropIndicatorContext } from './dropIndicator.ts';
import { dropRefusal } from './dropRefusal.ts';
import { dropTarget } from './dropTarget.ts';

const nameOf = (data: unknown) => (isDragData(data) ? data.compName : '');

const announcements: Announcements = {
  onDragStart: ({ active }) => m.dragPicked(nameOf(active.data.current)),
  onDragOver: ({ active, over }) => {
    const name = nameOf(active.data.current);
    const target: unknown = over?.data.current;
    if (!isDropData(target)) return m.dragOutside(name);
    return target.type === 'item' ? m.dragOverItem(name, `${target.compName} ${target.id}`) : m.dragOverList(name);
  },
  onDragEnd: ({ active }) => m.dragDropped(nameOf(active.data.current)),
  onDragCancel: ({ active }) => m.dragCancelled(nameOf(active.data.current)),
};

/** Where the event would drop, from the dragged thing's centre and the control under it. */
function targetOf(event: DragOverEvent | DragEndEvent) {
  const active: unknown = event.active.data.current;
  const over: unknown = event.over?.data.current;
  if (!isDragData(active) || !isDropData(over)) return undefined;
  const moved = event.active.rect.current.translated;
  const centre = moved ? { x: moved.left + moved.width / 2, y: moved.top + moved.height / 2 } : undefined;
  const target = dropTarget(active, over, centre, event.over?.rect);
  return target ? { active, target } : undefined;
}

/**
 * Drag and drop for the palette and the canvas (@dnd-kit): pointer and keyboard sensors, the
 * innermost list under the pointer as the target, a hint while dragging, and on drop the add or
 * move command (a refusal shows its message and changes nothing).
 */
export function DesignerDnd({ children }: { children: ReactNode }) {
  const { store, run } = useDesigner();
  const [dragging, setDragging] = useState<DragData | null>(null);
  const indicator = useMemo(() => createDropIndicator(), []);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts: a click still selects, 复制 and 删除 still click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = (event: DragStartEvent) => {
    const data: unknown = event.active.data.current;
    setDragging(isDragData(data) ? data : null);
    indicator.setActive(isDragData(data) && data.type === 'item' ? data.id : null);
  };
  const onDragOver = (event: DragOverEvent) => {
    const found = targetOf(event);
    if (!found) return indicator.set(null);
    const { active, target } = found;
    const refused = dropRefusal(active, target, store.getState().history.present.config) !== undefined;
    const reorder = active.type === 'item' && sameContainer(active.container, target.container);
    indicator.set({ containerKey: containerKey(target.container), index: target.index, refused, line: !reorder });
  };
  const finish = () => {
    setDragging(null);
    indicator.set(null);
    indicator.setActive(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    finish();
    const found = targetOf(event);
    if (!found) return;
    const { active, target } = found;
    if (active.type === 'palette') run((doc, ids) => addControl(doc, active.compType, target, ids));
    else run((doc) => moveControl(doc, active.id, target));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={designerCollision}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragMove={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.dragInstructions } }}
    >
      <DropIndicatorContext.Provider value={indicator}>{children}</DropIndicatorContext.Provider>
      <DragOverlay dropAnimation={null}>{dragging ? <div className="fd-drag-chip">{dragging.compName}</div> : null}</DragOverlay>
    </DndContext>
  );
}
