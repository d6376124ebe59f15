import type { ApiClient } from './apiClient.ts';

type Params = Parameters<ApiClient['get']>[1];

/**
 * An ApiClient over fetch, for tests and scripts that talk to a server directly (the app uses
 * shellClient). `baseUrl` is the API root, e.g. `http://127.0.0.1:8080/jeecg-boot`. Any answer with
 * a JSON body is handed back, refusals with an HTTP error status included, so callers read the
 * server's message the same way; a body that is not JSON rejects with the status.
 */
export function createFetchClient(options: { baseUrl: string; token?: string }): ApiClient {
  async function send(method: string, url: string, params: Params, body: unknown, signal?: AbortSignal): Promise<unknown> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
    const headers: Record<string, string> = {};
    if (options.token) headers['X-Access-Token'] = options.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const response = await fetch(`${options.baseUrl}${url}${search}`, {
      method, headers, signal, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`HTTP ${response.status}`);
    }
  }
  return {
    get: (url, params, signal) => send('GET', url, params, undefined, signal),
    post: (url, body, signal) => send('POST', url, undefined, body, signal),
    put: (url, body, signal) => send('PUT', url, undefined, body, signal),
  };
}
