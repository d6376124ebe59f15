import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { FormConfig } from '../../schemas/types.ts';
import type { ControlRegistry } from '../../runtime/controls/registry.ts';
import type { DesignerStore, RunOptions } from '../model/designerStore.ts';
import type { IdSource } from '../model/ids.ts';
import { isSelectedCell, isSelectedControl } from '../model/selection.ts';
import type { DesignDocument, EditResult, Selection } from '../model/types.ts';

/** What every part of the designer shares: the store, the control kinds, and how a refusal is shown. */
export interface DesignerServices {
  store: DesignerStore;
  registry: ControlRegistry;
  /** Runs a command; a refusal is shown (message.warning) and changes nothing. Answers whether it was applied. */
  run(command: (doc: DesignDocument, ids: IdSource) => EditResult, options?: RunOptions): boolean;
  /** Shows a refusal that did not come from a command (a drop that lands nowhere useful). */
  warn(message: string): void;
}

const DesignerContext = createContext<DesignerServices | null>(null);

export function DesignerProvider({ value, children }: { value: DesignerServices; children: ReactNode }) {
  return <DesignerContext.Provider value={value}>{children}</DesignerContext.Provider>;
}

export function useDesigner(): DesignerServices {
  const services = useContext(DesignerContext);
  if (!services) throw new Error('designer parts render only inside <DesignerProvider>');
  return services;
}

/** Builds the services around a store, with `warn` showing refusals. */
export function designerServices(store: DesignerStore, registry: ControlRegistry, warn: (message: string) => void): DesignerServices {
  return {
    store,
    registry,
    warn,
    run(command, options) {
      const refusal = store.run(command, options);
      if (refusal) warn(refusal);
      return refusal === undefined;
    },
  };
}

/** A slice of the store's state; the component re-renders only when the slice changes. */
function useStoreSlice<T>(read: (store: DesignerStore) => T): T {
  const { store } = useDesigner();
  return useSyncExternalStore(store.subscribe, () => read(store));
}

export const useDocument = (): DesignDocument => useStoreSlice((store) => store.getState().history.present);
export const useFormConfig = (): FormConfig => useStoreSlice((store) => store.getState().history.present.config);
export const useSelection = (): Selection => useStoreSlice((store) => store.getState().selection);

/** Whether this control is selected: a boolean, so a selection change re-renders two items, not all. */
export const useIsSelected = (id: string): boolean => useStoreSlice((store) => isSelectedControl(store.getState().selection, id));

export const useIsCellSelected = (tableId: string, row: number, col: number): boolean =>
  useStoreSlice((store) => isSelectedCell(store.getState().selection, tableId, row, col));
