import { createAxiosTransport, httpAdapterFactory, sendOver } from '../../../adapters/http/index.ts';
import { memoryAdapterFactory } from '../../../adapters/memory/index.ts';
import { readEnvelope } from '../../../schemas/envelope.ts';
import { createAdapterRegistry } from '../../core/adapterRegistry.ts';
import { DictionaryCache, type ExpiringStore } from '../../core/dictionaries.ts';
import type { RuntimeServices } from '../../react/RuntimeContext.tsx';
import { API_BASE_PATH } from '../config';
import { signedFileUrl } from '../files/signedUrls';
import { getAction } from '../request/actions';
import { signHeaders } from '../request/sign';
import { http } from '../request/http';
import { requestMessages } from '../request/messages';
import { getPermissions } from '../session/permissionStore';
import { ls, STORAGE_NAMESPACE } from '../storage/localStore';
import { StorageKeys } from '../storage/storageKeys';

/** The shell's namespaced local storage, with the key listing the dictionary cache needs. */
const dictionaryStore: ExpiringStore = {
  get: (key) => ls.get(key),
  set: (key, value, ttl) => ls.set(key, value, ttl),
  remove: (key) => ls.remove(key),
  keys: () =>
    Object.keys(window.localStorage)
      .filter((k) => k.startsWith(STORAGE_NAMESPACE))
      .map((k) => k.slice(STORAGE_NAMESPACE.length)),
};

/** A schema names addresses as the old designer did (`/jeecg-boot/sys/user/list`); the request layer adds the base itself. */
export function underApiBase(url: string): string {
  return url.startsWith(API_BASE_PATH + '/') ? url.slice(API_BASE_PATH.length) : url;
}

function resultOf(body: unknown): unknown {
  const envelope = readEnvelope(body);
  if (envelope === undefined) return body;
  if (!envelope.success) throw new Error(envelope.message || requestMessages.refused);
  return envelope.result;
}

export const dictionaries = new DictionaryCache(
  async (code, signal) => {
    const body = await getAction(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, undefined, { signal });
    const result = resultOf(body);
    return Array.isArray(result) ? result : [];
  },
  dictionaryStore,
  () => ls.get(StorageKeys.dictItems),
);

/** The services the schema runtime gets from the shell: its request layer, storage and session. */
export function createShellRuntimeServices(navigate: (to: string) => void): RuntimeServices {
  // The runtime's calls go through the shell's one request layer: its headers, signing and error catalogue.
  const transport = createAxiosTransport({ instance: http, sign: signHeaders });
  return {
    adapters: createAdapterRegistry({ http: httpAdapterFactory(transport), memory: memoryAdapterFactory({}) }),
    dictionaries,
    permissions: () => {
      const data = getPermissions();
      return { auth: data?.auth ?? [], allAuth: data?.allAuth ?? [] };
    },
    getJson: async (url, params, signal) => resultOf(await getAction(underApiBase(url), params, { signal })),
    send: (request) => sendOver(transport, { ...request, url: underApiBase(request.url) }),
    upload: async (file, { biz, onProgress, signal }) => {
      const form = new FormData();
      form.append('file', file);
      form.append('biz', biz ?? 'temp');
      const body: unknown = await http.request({
        url: '/sys/common/upload',
        method: 'post',
        data: form,
        signal,
        onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
      });
      const envelope = readEnvelope(body);
      if (!envelope?.success) throw new Error(envelope?.message || requestMessages.uploadFailed);
      return envelope.message;
    },
    // Stored paths become short-lived signed addresses, asked for in batches and kept (shell/files).
    fileUrl: signedFileUrl,
    navigate,
  };
}
