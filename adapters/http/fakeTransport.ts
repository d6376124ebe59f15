import type { HttpTransport } from './transport.ts';

export type Recorded = { method: keyof HttpTransport; url: string; params?: unknown; body?: unknown; form?: FormData };

/**
 * A transport for the adapter's own tests: it records each call and answers what `reply` gives
 * (a body, or a thrown error). Any method the test does not expect still records and answers.
 */
export function fakeTransport(reply: (call: Recorded) => unknown) {
  const calls: Recorded[] = [];
  const answer = async (call: Recorded) => {
    calls.push(call);
    return reply(call);
  };
  const transport: HttpTransport = {
    get: ({ url, params }) => answer({ method: 'get', url, params }),
    delete: ({ url, params }) => answer({ method: 'delete', url, params }),
    post: ({ url, body }) => answer({ method: 'post', url, body }),
    put: ({ url, body }) => answer({ method: 'put', url, body }),
    async download({ url, params, onProgress }) {
      const data = await answer({ method: 'download', url, params });
      onProgress?.({ loaded: 5, total: 10 });
      return data as { data: Blob; fileName?: string };
    },
    async upload({ url, form, onProgress }) {
      onProgress?.({ loaded: 10, total: 10 });
      return answer({ method: 'upload', url, form });
    },
  };
  return { transport, calls };
}

export const ok = (result: unknown, message = '', code = 200) => ({ success: true, message, code, result, timestamp: 0 });
export const refused = (message: string, code = 500, result: unknown = null) => ({ success: false, message, code, result, timestamp: 0 });
