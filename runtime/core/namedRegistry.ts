/**
 * Entries by name: the one mechanism behind the runtime's registries (adapters, control kinds, page
 * kinds, action dialogs, the shell's menu components). A value handed around, never a global, so an
 * app or a test builds its own and adds entries.
 */
export interface NamedRegistry<T> {
  get(name: string): T | undefined;
  has(name: string): boolean;
  names(): string[];
  /** The entry, or an error naming the missing name (for callers that cannot go on without it). */
  require(name: string): T;
  /** A name registered twice is a programmer error and throws at once. */
  register(name: string, entry: T): void;
}

export interface NamedRegistryOptions {
  /** The message of `require` for a missing name; by default `<kind> "<name>" is not registered`. */
  missing?: (name: string) => string;
}

/** `kind` names the entries in errors ("page kind", "action dialog"). */
export function createNamedRegistry<T>(
  kind: string,
  entries: Iterable<readonly [string, T]> = [],
  options: NamedRegistryOptions = {},
): NamedRegistry<T> {
  const table = new Map<string, T>();
  const registry: NamedRegistry<T> = {
    get: (name) => table.get(name),
    has: (name) => table.has(name),
    names: () => [...table.keys()],
    require(name) {
      if (!table.has(name)) throw new Error(options.missing?.(name) ?? `${kind} "${name}" is not registered`);
      return table.get(name) as T;
    },
    register(name, entry) {
      if (table.has(name)) throw new Error(`${kind} "${name}" is registered twice`);
      table.set(name, entry);
    },
  };
  for (const [name, entry] of entries) registry.register(name, entry);
  return registry;
}
