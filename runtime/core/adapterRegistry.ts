import type { AdapterFactory, DataAdapter } from '../../schemas/adapter.ts';
import type { DataSource } from '../../schemas/types.ts';

/** Adapters by name. A schema names one in `dataSource`; an unknown name is a schema error. */
export interface AdapterRegistry {
  has(name: string): boolean;
  names(): string[];
  create(dataSource: DataSource): DataAdapter;
}

export function createAdapterRegistry(factories: Record<string, AdapterFactory>): AdapterRegistry {
  const table = new Map(Object.entries(factories));
  return {
    has: (name) => table.has(name),
    names: () => [...table.keys()],
    create(dataSource) {
      const factory = table.get(dataSource.adapter);
      if (!factory) throw new Error(`数据源适配器未注册：${dataSource.adapter}`);
      return factory(dataSource.args ?? {});
    },
  };
}
