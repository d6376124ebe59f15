import { envelopeOrUnavailable, refusalError, isAbort, toAdapterError } from './toAdapterError.ts';
import type { HttpTransport, QueryParams } from './transport.ts';

/** One request a schema's action names (its method, address under the API base, query and body). */
export interface SendRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

/** A POST or PUT with query parameters carries them on its address. */
function withQuery(url: string, params: QueryParams | undefined): string {
  const entries = Object.entries(params ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  if (entries.length === 0) return url;
  const query = new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Makes the request and reads the envelope: its message and result when it succeeded, an
 * AdapterError with the server's message when it was refused or failed. A cancelled call rejects
 * with its AbortError as it is.
 */
export async function sendOver(transport: HttpTransport, request: SendRequest): Promise<{ message: string; result: unknown }> {
  const { method, url, params, body, signal } = request;
  let answer: unknown;
  try {
    if (method === 'get') answer = await transport.get({ url, params, signal });
    else if (method === 'delete') answer = await transport.delete({ url, params, signal });
    else answer = await transport[method]({ url: withQuery(url, params), body: body ?? {}, signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw toAdapterError(error);
  }
  const envelope = envelopeOrUnavailable(answer, url);
  if (!envelope.success) throw refusalError(envelope);
  return { message: envelope.message, result: envelope.result };
}
