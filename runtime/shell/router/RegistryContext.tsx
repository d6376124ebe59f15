import { createContext, type ReactNode, useContext } from 'react';
import type { ComponentRegistry } from './componentRegistry';

const RegistryContext = createContext<ComponentRegistry | null>(null);

export function RegistryProvider({ registry, children }: { registry: ComponentRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useComponentRegistry(): ComponentRegistry {
  const registry = useContext(RegistryContext);
  if (registry === null) throw new Error('useComponentRegistry needs a <RegistryProvider> above it');
  return registry;
}
