import type { ControlEntry } from './types.ts';

/** Control kinds by compType. A value handed to SchemaForm, never a global. */
export interface ControlRegistry {
  get(compType: string): ControlEntry | undefined;
  has(compType: string): boolean;
  compTypes(): string[];
  /** Adds a kind; a compType registered twice is a programmer error and throws at once. */
  register(entry: ControlEntry): void;
}

export function createControlRegistry(entries: readonly ControlEntry[]): ControlRegistry {
  const table = new Map<string, ControlEntry>();
  const registry: ControlRegistry = {
    get: (compType) => table.get(compType),
    has: (compType) => table.has(compType),
    compTypes: () => [...table.keys()],
    register(entry) {
      if (table.has(entry.compType)) throw new Error(`control kind "${entry.compType}" is registered twice`);
      table.set(entry.compType, entry);
    },
  };
  for (const entry of entries) registry.register(entry);
  return registry;
}
