import { useCallback, useEffect, useRef } from 'react';
import { useLeaveGuard } from '../../runtime/react/leaveGuards.ts';
import type { DesignerStore } from '../model/designerStore.ts';
import type { DesignDocument } from '../model/types.ts';

/**
 * Asks before the browser tab is closed or reloaded, and before the workspace tab is closed,
 * refreshed or (without tabs) left, while the board differs from what was loaded or saved (an undo
 * back to it counts as unchanged). `markClean` records the current board as saved.
 */
export function useUnsavedWarning(store: DesignerStore): { markClean(): void } {
  const clean = useRef<DesignDocument>(store.getState().history.present);
  const markClean = useCallback(() => {
    clean.current = store.getState().history.present;
  }, [store]);
  useLeaveGuard(() => store.getState().history.present !== clean.current);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.getState().history.present === clean.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);
  return { markClean };
}
