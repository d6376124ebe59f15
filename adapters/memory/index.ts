export { createMemoryAdapter, type MemoryAdapterOptions } from './createMemoryAdapter.ts';
export { memoryAdapterFactory } from './memoryAdapterFactory.ts';
export type { DictItem } from './dictText.ts';
