import type { Progress } from '../../schemas/adapter.ts';
import { definedParams, TransportError, type HttpTransport } from './transport.ts';

/** The part of an axios request config the transport sets. */
interface RequestConfig {
  url: string;
  method: 'get' | 'post' | 'put' | 'delete';
  params?: Record<string, string>;
  data?: unknown;
  signal?: AbortSignal;
  responseType?: 'blob';
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
  onDownloadProgress?: (event: { loaded: number; total?: number }) => void;
  headers?: Record<string, string>;
}

/**
 * An axios instance whose interceptor answers the response body, as the shell's `http` does. Typed
 * by shape so that adapters/ need not import the shell (the layering forbids it).
 */
export interface AxiosLike {
  request(config: RequestConfig): Promise<unknown>;
}

/** The status and body of a rejected call: the shell's HttpError, or a raw axios error. */
function failureOf(error: unknown): TransportError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    status?: unknown;
    envelope?: unknown;
    timedOut?: unknown;
    announced?: unknown;
    code?: unknown;
    response?: { status?: unknown; data?: unknown };
  };
  const status = typeof e.status === 'number' ? e.status : typeof e.response?.status === 'number' ? e.response.status : undefined;
  const body = e.envelope ?? e.response?.data;
  const timedOut = e.timedOut === true || e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT';
  return new TransportError(typeof e.message === 'string' ? e.message : '', { status, body, timedOut, announced: e.announced === true });
}

/** A refused blob request carries its JSON envelope as a Blob; read it so the message survives. */
async function withJsonBody(error: TransportError): Promise<TransportError> {
  if (!(error.body instanceof Blob)) return error;
  try {
    const body: unknown = JSON.parse(await error.body.text());
    return new TransportError(error.message, { status: error.status, body, timedOut: error.timedOut, announced: error.announced });
  } catch {
    return error;
  }
}

const isCancel = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { name?: unknown }).name === 'CanceledError' || (error as { name?: unknown }).name === 'AbortError');

const progress = (onProgress?: (p: Progress) => void) =>
  onProgress ? (event: { loaded: number; total?: number }) => onProgress({ loaded: event.loaded, total: event.total || undefined }) : undefined;

/** Signing headers for a call's address and parameters (the app's X-Sign, api-contract section 4). */
export type SignCall = (url: string, params: unknown) => Record<string, string>;

/**
 * The app's axios instance as the adapter's transport: every call goes through the app's one
 * request layer (its headers and its error catalogue, which marks the failures it announced). As
 * the platform's generic helpers do, GET and POST are signed; PUT, DELETE, downloads and uploads
 * are not (seed 000 section 7).
 */
export function createAxiosTransport(options: { instance: AxiosLike; sign?: SignCall }): HttpTransport {
  const { instance, sign } = options;
  async function request(config: RequestConfig): Promise<unknown> {
    try {
      return await instance.request(config);
    } catch (error) {
      if (isCancel(error)) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      throw failureOf(error);
    }
  }
  return {
    get: ({ url, params, signal }) => {
      const query = definedParams(params);
      return request({ url, method: 'get', params: query, signal, headers: sign?.(url, query) });
    },
    delete: ({ url, params, signal }) => request({ url, method: 'delete', params: definedParams(params), signal }),
    post: ({ url, body, signal }) => request({ url, method: 'post', data: body, signal, headers: sign?.(url, body) }),
    put: ({ url, body, signal }) => request({ url, method: 'put', data: body, signal }),
    async download({ url, params, signal, onProgress }) {
      let data: unknown;
      try {
        data = await request({ url, method: 'get', params: definedParams(params), signal, responseType: 'blob', onDownloadProgress: progress(onProgress) });
      } catch (error) {
        throw error instanceof TransportError ? await withJsonBody(error) : error;
      }
      if (!(data instanceof Blob)) throw new TransportError('', { body: data });
      return { data };
    },
    upload: ({ url, form, signal, onProgress }) => request({ url, method: 'post', data: form, signal, onUploadProgress: progress(onProgress) }),
  };
}
