import { createContext, memo, useContext, useEffect, useRef, type CSSProperties } from 'react';
import { useIsDragged } from './dnd/dropIndicator.ts';
import { DormantItem } from './DormantItem.tsx';
import { itemSpan, type CanvasItemProps } from './itemParts.ts';
import { SortableItem } from './SortableItem.tsx';
import { useNearViewport } from './useNearViewport.ts';

/**
 * A control's place in its list: its share of the row (span), and inside it the control drawn in
 * full while near the screen (SortableItem) or as a light stand-in while far (DormantItem). The
 * control being dragged stays drawn in full wherever it goes.
 */
/** Whether the board has drawn once: read when an item mounts, so it never re-renders the items. */
export const CanvasPhaseContext = createContext<{ settled: boolean }>({ settled: true });

/** The height of a control drawn in full (its preview), read as it leaves the screen. */
const previewHeight = (slot: HTMLElement) => slot.querySelector(':scope > .fd-item > .fd-preview')?.getBoundingClientRect().height || undefined;

export const CanvasItem = memo(function CanvasItem(props: CanvasItemProps) {
  const { control, axis } = props;
  // Controls there when the board first draws start as stand-ins (most of a long form is off screen);
  // controls added later (dropped, copied, undone) start drawn in full, as they are where the user looks.
  const { settled } = useContext(CanvasPhaseContext);
  const view = useNearViewport<HTMLDivElement>(previewHeight, settled);
  const dragged = useIsDragged(control.id);
  const live = view.near || dragged;
  const wasLive = useRef(live);
  useEffect(() => {
    wasLive.current = live;
  }, [live]);
  const takeFocus = live && !wasLive.current && (view.node.current?.contains(document.activeElement) ?? false);
  const share = `${(itemSpan(control) / 24) * 100}%`;
  const style: CSSProperties | undefined = axis === 'y' ? { flex: `0 0 ${share}`, maxWidth: share } : undefined;
  return (
    <div ref={view.ref} className="fd-slot" style={style}>
      {live ? <SortableItem {...props} takeFocus={takeFocus} /> : <DormantItem {...props} height={view.height} />}
    </div>
  );
});
