import type { AdapterFactory, DictOption } from '../../schemas/adapter.ts';
import { createAdapterRegistry } from '../core/adapterRegistry.ts';
import { DictionaryCache, type DictSource, type ExpiringStore } from '../core/dictionaries.ts';
import type { AuthEntry, PermissionLists } from '../core/permissions.ts';
import type { RuntimeServices } from './RuntimeContext.tsx';

/**
 * In-memory stand-ins for what the application hands the runtime, for tests and previews.
 * As react-admin's test adapters: a service that is not given fails loudly ("not stubbed")
 * instead of answering something plausible, so a test never passes by accident.
 */
export interface TestServiceStubs {
  /** Dictionary items by code ({value, text}), or a source function; unknown codes reject. */
  dictionaries?: Record<string, { value: string; text: string }[]> | DictSource;
  /** The user's button actions (type '1' each), or full permission lists. Default: none. */
  permissions?: string[] | PermissionLists;
  /** Answers by address, or a function; an address not listed rejects. */
  getJson?: Record<string, unknown> | RuntimeServices['getJson'];
  upload?: RuntimeServices['upload'];
  /** Answers of action requests by `METHOD url` (e.g. `PUT /sys/user/frozenBatch`), or a function; others reject. */
  send?: Record<string, { message: string; result?: unknown }> | RuntimeServices['send'];
  adapters?: Record<string, AdapterFactory>;
  fileUrl?: RuntimeServices['fileUrl'];
  navigate?: (to: string) => void;
}

const notStubbed = (what: string) => new Error(`testServices: ${what} is not stubbed`);

/** An ExpiringStore in a Map (time is not simulated: entries never expire). */
export function memoryStore(): ExpiringStore {
  const data = new Map<string, unknown>();
  return {
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
}

function dictSource(stub: TestServiceStubs['dictionaries']): DictSource {
  if (typeof stub === 'function') return stub;
  const table = stub ?? {};
  return async (code) => {
    const items = Object.prototype.hasOwnProperty.call(table, code) ? table[code] : undefined;
    if (!items) throw notStubbed(`dictionary "${code}"`);
    return items.map((i): DictOption => ({ value: i.value, text: i.text, label: i.text, title: i.text }));
  };
}

function permissionLists(stub: TestServiceStubs['permissions']): PermissionLists {
  if (!stub) return { auth: [], allAuth: [] };
  if (!Array.isArray(stub)) return stub;
  const auth: AuthEntry[] = stub.map((action) => ({ action, type: '1', status: '1' }));
  return { auth, allAuth: auth };
}

function sendOf(stub: TestServiceStubs['send']): RuntimeServices['send'] {
  if (typeof stub === 'function') return stub;
  const table = stub ?? {};
  return async ({ method, url }) => {
    const key = `${method.toUpperCase()} ${url}`;
    if (!Object.prototype.hasOwnProperty.call(table, key)) throw notStubbed(`send("${key}")`);
    const answer = table[key];
    return { message: answer.message, result: structuredClone(answer.result) };
  };
}

function getJsonOf(stub: TestServiceStubs['getJson']): RuntimeServices['getJson'] {
  if (typeof stub === 'function') return stub;
  const table = stub ?? {};
  return async (url) => {
    if (!Object.prototype.hasOwnProperty.call(table, url)) throw notStubbed(`getJson("${url}")`);
    return structuredClone(table[url]);
  };
}

export function createTestServices(stubs: TestServiceStubs = {}): RuntimeServices {
  const lists = permissionLists(stubs.permissions);
  return {
    adapters: createAdapterRegistry(stubs.adapters ?? {}),
    dictionaries: new DictionaryCache(dictSource(stubs.dictionaries), memoryStore(), () => null),
    permissions: () => lists,
    getJson: getJsonOf(stubs.getJson),
    send: sendOf(stubs.send),
    upload: stubs.upload ?? (async () => Promise.reject(notStubbed('upload'))),
    fileUrl: stubs.fileUrl ?? ((path) => `/files/${path}`),
    navigate:
      stubs.navigate ??
      (() => {
        throw notStubbed('navigate');
      }),
  };
}
