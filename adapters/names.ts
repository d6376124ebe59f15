/** The adapters the product registers (runtime/shell wires them); schemas may name only these. */
export const builtInAdapterNames = ['http', 'memory'] as const;
export type BuiltInAdapterName = (typeof builtInAdapterNames)[number];
