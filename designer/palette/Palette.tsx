import { useDraggable } from '@dnd-kit/core';
import { memo, useSyncExternalStore, type PointerEventHandler } from 'react';
import { controlKinds, type ControlKind, type PaletteGroup } from '../../schemas/controls/catalogue.ts';
import { dynamicTableAllowedItems } from '../model/placement.ts';
import { designerMessages as m } from '../messages.ts';
import { useDesigner } from '../canvas/DesignerContext.tsx';
import { PALETTE_PREFIX, type PaletteDrag } from '../canvas/dnd/dragData.ts';
import { paletteIcon } from './paletteIcons.tsx';

const GROUPS: Exclude<PaletteGroup, 'none'>[] = ['common', 'layout', 'assist'];

interface EntryProps {
  kind: ControlKind;
  /** Marks the kinds a dynamic table takes while the form has one (as the older designer does). */
  fitsDynamicTable: boolean;
  onAdd(compType: string): void;
}

/**
 * One palette entry: dragged with the pointer it drops a new control where it lands; Enter (or a
 * click) adds one after the selection. Only the pointer starts drags here, so Enter stays a click.
 */
const PaletteEntry = memo(function PaletteEntry({ kind, fitsDynamicTable, onAdd }: EntryProps) {
  const data: PaletteDrag = { type: 'palette', compType: kind.compType, compName: kind.compName };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: PALETTE_PREFIX + kind.compType, data });
  const className = ['fd-palette-entry', fitsDynamicTable ? 'fd-palette-fits' : '', isDragging ? 'fd-palette-dragging' : ''].filter(Boolean).join(' ');
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={className}
      data-comp-type={kind.compType}
      title={fitsDynamicTable ? `${m.paletteHint}（${m.dynamicTableFits}）` : m.paletteHint}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      onClick={() => onAdd(kind.compType)}
    >
      <span className="fd-palette-icon" aria-hidden>
        {paletteIcon(kind.compIcon)}
      </span>
      <span className="fd-palette-name">{kind.compName}</span>
    </button>
  );
});

/** The left palette: every kind of the catalogue in its group (常用组件, 布局组件, 辅助组件). */
export function Palette({ onAdd }: { onAdd(compType: string): void }) {
  const { store } = useDesigner();
  const hasDynamicTable = useSyncExternalStore(store.subscribe, () => {
    const { list, config } = store.getState().history.present;
    return config.dynamicTableAllowed !== false && list.some((control) => control.compType === 'dynamicTable');
  });
  return (
    <nav className="fd-palette" aria-label={m.paletteLabel}>
      {GROUPS.map((group) => (
        <section key={group} className="fd-palette-group" aria-labelledby={`fd-palette-${group}`}>
          <h3 id={`fd-palette-${group}`} className="fd-palette-title">
            {m.paletteGroups[group]}
          </h3>
          <div className="fd-palette-grid">
            {controlKinds
              .filter((kind) => kind.group === group)
              .map((kind) => (
                <PaletteEntry
                  key={kind.compType}
                  kind={kind}
                  fitsDynamicTable={hasDynamicTable && dynamicTableAllowedItems.includes(kind.compType)}
                  onAdd={onAdd}
                />
              ))}
          </div>
        </section>
      ))}
    </nav>
  );
}
