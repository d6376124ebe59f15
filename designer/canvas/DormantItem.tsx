import { designerMessages as m } from '../messages.ts';
import { useDesigner, useIsSelected } from './DesignerContext.tsx';
import { useLineBefore } from './dnd/dropIndicator.ts';
import { ItemActions } from './ItemActions.tsx';
import { ItemBody } from './ItemBody.tsx';
import { compNameOf, itemClassName, selectOn, type CanvasItemProps } from './itemParts.ts';

/**
 * A control far from the screen: the same frame, id and buttons, a stand-in of its height for
 * the control, and no drag-and-drop hooks (nothing can be dragged to or from where no one sees).
 * Scrolled near, it becomes a SortableItem.
 */
export function DormantItem({ control, index, listKey, ancestry, height }: CanvasItemProps & { height: number | undefined }) {
  const { store } = useDesigner();
  const selected = useIsSelected(control.id);
  const lineBefore = useLineBefore(listKey, index);
  const select = selectOn(store, control.id);
  return (
    <div
      className={itemClassName(control, selected)}
      data-control-id={control.id}
      data-comp-type={control.compType}
      role="button"
      tabIndex={0}
      aria-roledescription={m.sortableItem}
      aria-label={`${compNameOf(control)} ${control.id}`}
      onClick={select}
      onFocus={select}
    >
      {lineBefore ? <div className="fd-drop-line" /> : null}
      <span className="fd-item-id">{control.id}</span>
      <ItemBody control={control} ancestry={ancestry} standIn standInHeight={height} />
      <ItemActions id={control.id} />
    </div>
  );
}
