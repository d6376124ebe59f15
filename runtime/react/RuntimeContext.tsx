import { createContext, useContext, type ReactNode } from 'react';
import type { AdapterRegistry } from '../core/adapterRegistry.ts';
import type { DictionaryCache } from '../core/dictionaries.ts';
import type { PermissionLists } from '../core/permissions.ts';

/**
 * What the application hands the runtime. The runtime knows no URL and no storage: a control's
 * `action` address or a file upload goes through these services.
 */
/** One request of an action: method, address under the API base, query parameters and body. */
export interface ActionRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface RuntimeServices {
  adapters: AdapterRegistry;
  dictionaries: DictionaryCache;
  permissions(): PermissionLists;
  /** GET of an address a schema names (dynamic options, dialog lists); answers the envelope's result. */
  getJson(url: string, params?: Record<string, unknown>, signal?: AbortSignal): Promise<unknown>;
  /**
   * A request a schema's action names (freeze, release, run once...): the envelope's message and
   * result, or an AdapterError with the server's message when it was refused.
   */
  send(request: ActionRequest): Promise<{ message: string; result: unknown }>;
  /** Uploads one file; answers the stored path (the envelope's message). */
  upload(file: File, options: { biz?: string; onProgress?: (percent: number) => void; signal?: AbortSignal }): Promise<string>;
  /**
   * The address a stored path is shown or downloaded from: the server serves uploads only at
   * short-lived signed addresses, so it may come as a promise; an address already known (an
   * absolute http(s) one, or one still kept) comes at once. `useResolvedUrl` reads it in a component.
   */
  fileUrl(path: string): string | Promise<string>;
  navigate(to: string): void;
}

const RuntimeContext = createContext<RuntimeServices | null>(null);

export function RuntimeProvider({ services, children }: { services: RuntimeServices; children: ReactNode }) {
  return <RuntimeContext.Provider value={services}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): RuntimeServices {
  const services = useContext(RuntimeContext);
  if (!services) throw new Error('useRuntime() needs a <RuntimeProvider> above it');
  return services;
}
