import type { AdapterFactory } from '../../schemas/adapter.ts';
import { createMemoryAdapter, type MemoryAdapterOptions } from './createMemoryAdapter.ts';

/**
 * The `memory` entry of the adapter registry: `dataSource.args.fixture` names one of the given
 * fixtures. Each page built gets its own copy of the rows, so one preview's edits stay in it.
 * An unknown fixture is a programmer error and fails when the page is built.
 */
export function memoryAdapterFactory(fixtures: Record<string, MemoryAdapterOptions>): AdapterFactory {
  return (args) => {
    const name = typeof args.fixture === 'string' ? args.fixture : '';
    const fixture = fixtures[name];
    if (!fixture) throw new Error(`memory 数据源的 fixture 未登记：${name || '（未给出 args.fixture）'}`);
    return createMemoryAdapter(fixture);
  };
}
