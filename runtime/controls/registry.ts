import { createNamedRegistry, type NamedRegistry } from '../core/namedRegistry.ts';
import type { ControlEntry } from './types.ts';

/** Control kinds by compType. A value handed to SchemaForm, never a global. */
export type ControlRegistry = NamedRegistry<ControlEntry>;

export function createControlRegistry(entries: readonly ControlEntry[]): ControlRegistry {
  return createNamedRegistry('control kind', entries.map((entry) => [entry.compType, entry] as const));
}
