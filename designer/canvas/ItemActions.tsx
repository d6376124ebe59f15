import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { memo, type MouseEvent, type PointerEvent } from 'react';
import { copyControl, deleteControl } from '../model/commands.ts';
import { designerMessages as m } from '../messages.ts';
import { useDesigner } from './DesignerContext.tsx';

// A press on a button is never the start of a drag of the item around it.
const keepFromDrag = (event: PointerEvent) => event.stopPropagation();

/** The 复制 and 删除 buttons of a canvas item (seed 001 §2: titled exactly so). */
export const ItemActions = memo(function ItemActions({ id }: { id: string }) {
  const { run } = useDesigner();
  const copy = (event: MouseEvent) => {
    event.stopPropagation();
    run((doc, ids) => copyControl(doc, id, ids));
  };
  const remove = (event: MouseEvent) => {
    event.stopPropagation();
    run((doc) => deleteControl(doc, id));
  };
  return (
    <span className="fd-item-actions">
      <button type="button" className="fd-item-copy" title={m.copy} aria-label={`${m.copy} ${id}`} onPointerDown={keepFromDrag} onClick={copy}>
        <CopyOutlined />
      </button>
      <button type="button" className="fd-item-delete" title={m.delete} aria-label={`${m.delete} ${id}`} onPointerDown={keepFromDrag} onClick={remove}>
        <DeleteOutlined />
      </button>
    </span>
  );
});
