import { useCallback, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Canvas } from '../canvas/Canvas.tsx';
import { useDesigner } from '../canvas/DesignerContext.tsx';
import { DesignerDnd } from '../canvas/dnd/DesignerDnd.tsx';
import { addControl } from '../model/commands.ts';
import { canRedo, canUndo } from '../model/history.ts';
import { insertionTarget } from '../model/insertionTarget.ts';
import { Palette } from '../palette/Palette.tsx';
import { Toolbar, type ToolbarProps } from '../toolbar/Toolbar.tsx';
import { useShortcuts } from '../toolbar/useShortcuts.ts';
import { PropertyPane } from './PropertyPane.tsx';

/** The toolbar, re-rendered alone when undo or redo becomes (un)available. */
function HistoryToolbar({ actions }: { actions: WorkbenchActions }) {
  const { store } = useDesigner();
  const undoable = useSyncExternalStore(store.subscribe, () => canUndo(store.getState().history));
  const redoable = useSyncExternalStore(store.subscribe, () => canRedo(store.getState().history));
  return <Toolbar {...actions} onUndo={store.undo} onRedo={store.redo} canUndo={undoable} canRedo={redoable} />;
}

/** Whether no ancestor hides the element (the workspace hides kept pages with display: none). */
function isShown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return element.isConnected;
}

export type WorkbenchActions = Pick<ToolbarProps, 'onSave' | 'onPreview' | 'onViewJson' | 'onSettings' | 'onClear' | 'onHelp'>;

/**
 * The three-pane screen of the designer: palette, toolbar over the canvas, property panel; drag
 * and drop between them, and the undo / redo shortcuts while the screen is visible.
 */
export function DesignerWorkbench({ actions, children }: { actions: WorkbenchActions; children?: ReactNode }) {
  const { store, run } = useDesigner();
  const root = useRef<HTMLDivElement>(null);

  const add = useCallback(
    (compType: string) => {
      const { history, selection } = store.getState();
      const target = insertionTarget(history.present, selection, compType);
      run((doc, ids) => addControl(doc, compType, target, ids));
    },
    [store, run],
  );
  // A page kept alive in a hidden tab (display: none) must not answer Ctrl+Z typed elsewhere.
  const visible = () => root.current !== null && isShown(root.current);
  const shortcuts = useRef({
    undo: () => visible() && store.undo(),
    redo: () => visible() && store.redo(),
  }).current;
  useShortcuts(shortcuts);

  return (
    <div ref={root} className="fd-workbench">
      <DesignerDnd>
        <Palette onAdd={add} />
        <main className="fd-center">
          <HistoryToolbar actions={actions} />
          <Canvas />
        </main>
      </DesignerDnd>
      <PropertyPane />
      {children}
    </div>
  );
}
