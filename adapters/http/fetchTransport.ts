import type { Progress } from '../../schemas/adapter.ts';
import { definedParams, TransportError, type HttpTransport, type QueryParams } from './transport.ts';

export interface FetchTransportOptions {
  /** Prefix of every path, e.g. `http://127.0.0.1:8080/jeecg-boot`. */
  baseUrl: string;
  /** Headers of every call (the access token, the tenant). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `filename*=UTF-8''…` or `filename="…"` of a Content-Disposition header. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? decodeURIComponent(plain[1].trim()) : undefined;
}

async function readWithProgress(response: Response, onProgress?: (p: Progress) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const total = Number(response.headers.get('content-length')) || undefined;
  if (!response.body || !onProgress) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * A transport over fetch, for tests, the contract suite against a running server and scripts.
 * fetch cannot report upload progress, so an upload reports once, when the body has been sent.
 */
export function createFetchTransport(options: FetchTransportOptions): HttpTransport {
  const doFetch = options.fetch ?? fetch;

  async function send(method: string, url: string, init: { params?: QueryParams; body?: BodyInit; json?: boolean; signal?: AbortSignal }): Promise<Response> {
    const query = new URLSearchParams(definedParams(init.params)).toString();
    const headers: Record<string, string> = { ...options.headers?.() };
    if (init.json) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${url}${query ? `?${query}` : ''}`, { method, headers, body: init.body, signal: init.signal });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      // No answer: the adapter's catalogue text is shown, not the runtime's English.
      throw new TransportError('');
    }
    if (!response.ok) throw new TransportError('', { status: response.status, body: await bodyOf(response) });
    return response;
  }
  const json = async (r: Promise<Response>) => bodyOf(await r);

  return {
    get: ({ url, params, signal }) => json(send('GET', url, { params, signal })),
    delete: ({ url, params, signal }) => json(send('DELETE', url, { params, signal })),
    post: ({ url, body, signal }) => json(send('POST', url, { body: JSON.stringify(body), json: true, signal })),
    put: ({ url, body, signal }) => json(send('PUT', url, { body: JSON.stringify(body), json: true, signal })),
    async download({ url, params, signal, onProgress }) {
      const response = await send('GET', url, { params, signal });
      const data = await readWithProgress(response, onProgress);
      return { data, fileName: fileNameOf(response.headers.get('content-disposition')) };
    },
    async upload({ url, form, signal, onProgress }) {
      const body = await json(send('POST', url, { body: form, signal }));
      const file = form.get('file');
      const size = file instanceof Blob ? file.size : 0;
      onProgress?.({ loaded: size, total: size });
      return body;
    },
  };
}
