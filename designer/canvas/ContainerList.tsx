import { useDroppable } from '@dnd-kit/core';
import { horizontalListSortingStrategy, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { memo, useMemo } from 'react';
import type { Control } from '../../schemas/types.ts';
import { containerKey, parseContainerKey } from '../model/containers.ts';
import { CanvasItem } from './CanvasItem.tsx';
import { ZONE_PREFIX, type ZoneData } from './dnd/dragData.ts';
import { useLineBefore, useZoneHint } from './dnd/dropIndicator.ts';

export interface ContainerListProps {
  /** The list's container as containerKey() writes it: a string keeps memo comparisons cheap. */
  listKey: string;
  list: Control[];
  /** Ids of the controls around the list, outermost first, joined by '/' ('' at the top level). */
  ancestry: string;
  /** A dynamic table's columns run sideways. */
  axis?: 'x' | 'y';
  /** Shown in an empty list (an empty row column or cell). */
  emptyText?: string;
}

export const splitAncestry = (ancestry: string): string[] => (ancestry === '' ? [] : ancestry.split('/'));
export const joinAncestry = (ancestry: string, id: string) => (ancestry === '' ? id : `${ancestry}/${id}`);

/** One list of controls: a drop area and a sortable list, each control a canvas item. */
export const ContainerList = memo(function ContainerList({ listKey, list, ancestry, axis = 'y', emptyText }: ContainerListProps) {
  const container = useMemo(() => parseContainerKey(listKey) ?? { kind: 'root' as const }, [listKey]);
  const ancestors = useMemo(() => splitAncestry(ancestry), [ancestry]);
  const data = useMemo<ZoneData>(() => ({ type: 'zone', container, length: list.length, ancestors }), [container, list.length, ancestors]);
  const { setNodeRef } = useDroppable({ id: ZONE_PREFIX + listKey, data });
  const hint = useZoneHint(containerKey(container));
  const lineAtEnd = useLineBefore(listKey, list.length);
  const ids = useMemo(() => list.map((control) => control.id), [list]);
  const className = ['fd-list', `fd-list-${axis}`, list.length === 0 ? 'fd-list-empty' : ''].filter(Boolean).join(' ');
  return (
    // The drop hint is an attribute, not a class: antd's reset styles match class attributes, so a
    // class change on a list would restyle everything inside it (the whole board for the top list).
    <div ref={setNodeRef} className={className} data-list={listKey} data-drop={hint ?? undefined}>
      <SortableContext id={listKey} items={ids} strategy={axis === 'x' ? horizontalListSortingStrategy : rectSortingStrategy}>
        {list.map((control, index) => (
          <CanvasItem key={control.id} control={control} index={index} listKey={listKey} container={container} ancestry={ancestry} ancestors={ancestors} axis={axis} />
        ))}
      </SortableContext>
      {lineAtEnd ? <div className="fd-drop-line" /> : null}
      {list.length === 0 && emptyText ? <div className="fd-list-hint">{emptyText}</div> : null}
    </div>
  );
});
