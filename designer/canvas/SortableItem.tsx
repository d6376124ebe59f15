import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { designerMessages as m } from '../messages.ts';
import { useDesigner, useIsSelected } from './DesignerContext.tsx';
import type { ItemData } from './dnd/dragData.ts';
import { useLineBefore } from './dnd/dropIndicator.ts';
import { ItemActions } from './ItemActions.tsx';
import { ItemBody } from './ItemBody.tsx';
import { compNameOf, itemClassName, selectOn, type CanvasItemProps } from './itemParts.ts';

const noLayoutAnimation = () => false;
const moves = (transform: { x: number; y: number } | null) => transform !== null && (transform.x !== 0 || transform.y !== 0);

/**
 * A control near the screen: a sortable item (drag it with the pointer, or focus it and use Space
 * and the arrow keys), its id, a selection frame, the 复制 / 删除 buttons and the control as the
 * runtime draws it.
 */
export function SortableItem({ control, index, listKey, container, ancestry, ancestors, axis, takeFocus }: CanvasItemProps & { takeFocus: boolean }) {
  const { store } = useDesigner();
  const selected = useIsSelected(control.id);
  const lineBefore = useLineBefore(listKey, index);
  const compName = compNameOf(control);
  const data = useMemo<ItemData>(
    () => ({ type: 'item', id: control.id, compType: control.compType, compName, container, index, ancestors, axis }),
    [control.id, control.compType, compName, container, index, ancestors, axis],
  );
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: control.id,
    data,
    attributes: { roleDescription: m.sortableItem },
    // No layout animation after a drop: it measures every shifted control, one forced layout each.
    animateLayoutChanges: noLayoutAnimation,
  });
  const node = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      setNodeRef(element);
      // The item itself starts keyboard drags: Enter on 复制 or 删除 inside it stays a click.
      setActivatorNodeRef(element);
    },
    [setNodeRef, setActivatorNodeRef],
  );
  // Drawn in full in place of its stand-in while the stand-in had the focus: the focus moves over.
  useLayoutEffect(() => {
    if (takeFocus) node.current?.focus({ preventScroll: true });
    // Only on mount: later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const select = selectOn(store, control.id);
  return (
    <div
      ref={ref}
      // Style only on a control that moves: during any drag dnd-kit gives every control a transition
      // and a zero transform, which would restyle the whole board when the drag starts and ends.
      style={moves(transform) ? { transform: CSS.Translate.toString(transform), transition } : undefined}
      className={itemClassName(control, selected, isDragging)}
      data-control-id={control.id}
      data-comp-type={control.compType}
      {...attributes}
      {...listeners}
      aria-label={`${compName} ${control.id}`}
      onClick={select}
      onFocus={select}
    >
      {lineBefore ? <div className="fd-drop-line" /> : null}
      <span className="fd-item-id">{control.id}</span>
      <ItemBody control={control} ancestry={ancestry} />
      <ItemActions id={control.id} />
    </div>
  );
}
