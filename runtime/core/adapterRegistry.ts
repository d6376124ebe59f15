import type { AdapterFactory, DataAdapter } from '../../schemas/adapter.ts';
import type { DataSource } from '../../schemas/types.ts';
import { coreMessages } from './messages.ts';
import { createNamedRegistry, type NamedRegistry } from './namedRegistry.ts';

/** Adapters by name. A schema names one in `dataSource`; an unknown name is a schema error. */
export interface AdapterRegistry extends NamedRegistry<AdapterFactory> {
  create(dataSource: DataSource): DataAdapter;
}

export function createAdapterRegistry(factories: Record<string, AdapterFactory>): AdapterRegistry {
  const registry = createNamedRegistry('adapter', Object.entries(factories), { missing: coreMessages.adapterMissing });
  return {
    ...registry,
    create: (dataSource) => registry.require(dataSource.adapter)(dataSource.args ?? {}),
  };
}
