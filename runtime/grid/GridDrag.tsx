import { HolderOutlined } from '@ant-design/icons';
import { DndContext, DragOverlay, PointerSensor, useDraggable, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { Button, Dropdown, message } from 'antd';
import { useState, type ReactNode } from 'react';
import type { GridStore } from './gridStore.ts';
import { gridMessages as text } from './messages.ts';

/** Drops the dragged row where the row it was dropped on stands (before it going up, after it going down). */
export function dropRow(store: GridStore, dragged: UniqueIdentifier, over: UniqueIdentifier | undefined): void {
  if (over === undefined || dragged === over) return;
  const to = store.indexOf(String(over));
  if (to >= 0 && !store.isDisabled(String(dragged))) store.move(String(dragged), to);
}

/**
 * Row dragging with dnd-kit: a pointer drag on a row's handle (a click still opens its menu), the
 * scroller auto-scrolls near its top and bottom edges so a row can travel past the drawn window,
 * and an overlay follows the pointer since the dragged row itself may scroll out and unmount.
 */
export function GridDragContext({ store, children }: { store: GridStore; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const [dragging, setDragging] = useState<string | null>(null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    dropRow(store, active.id, over?.id);
  };
  return (
    <DndContext
      sensors={sensors}
      autoScroll={{ threshold: { x: 0, y: 0.15 }, acceleration: 15 }}
      onDragStart={({ active }) => setDragging(String(active.id))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={end}
    >
      {children}
      <DragOverlay>
        {dragging && <div className="grid-drag-overlay" style={{ padding: '8px 12px', background: '#fff', boxShadow: '0 3px 6px rgba(0,0,0,.16)' }}>{text.dragRow(store.indexOf(dragging) + 1)}</div>}
      </DragOverlay>
    </DndContext>
  );
}

export interface RowHandleProps {
  store: GridStore;
  id: string;
  index: number;
  disabled: boolean;
  /** Offers 插入一行 (off where the table may not gain rows). */
  canInsert: boolean;
}

/**
 * A row's drag handle, which is also its sorter menu (seed 002 §2): 向上移动 (not on the first row),
 * 向下移动 (not on the last), 插入一行.
 */
export function RowHandle({ store, id, index, disabled, canInsert }: RowHandleProps) {
  const { listeners, setNodeRef } = useDraggable({ id, disabled });
  const menu = {
    items: [
      { key: 'up', label: text.moveUp, disabled: index === 0 },
      { key: 'down', label: text.moveDown, disabled: index === store.rowCount - 1 },
      ...(canInsert ? [{ key: 'insert', label: text.insertRow }] : []),
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'up') store.moveUp(id);
      else if (key === 'down') store.moveDown(id);
      else {
        const inserted = store.insertRows(id);
        if ('refused' in inserted) void message.warning(inserted.refused);
      }
    },
  };
  return (
    <span ref={setNodeRef} {...listeners} style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}>
      <Dropdown menu={menu} trigger={['click']} disabled={disabled}>
        <Button type="text" size="small" icon={<HolderOutlined />} aria-label={text.sortRow(index + 1)} />
      </Dropdown>
    </span>
  );
}
