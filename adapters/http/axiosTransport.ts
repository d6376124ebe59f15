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
  /** The shell's flag for "do not show the error catalogue's notice". */
  silentErrors?: boolean;
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
    code?: unknown;
    response?: { status?: unknown; data?: unknown };
  };
  const status = typeof e.status === 'number' ? e.status : typeof e.response?.status === 'number' ? e.response.status : undefined;
  const body = e.envelope ?? e.response?.data;
  const timedOut = e.timedOut === true || e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT';
  return new TransportError(typeof e.message === 'string' ? e.message : '', { status, body, timedOut });
}

/** A refused blob request carries its JSON envelope as a Blob; read it so the message survives. */
async function withJsonBody(error: TransportError): Promise<TransportError> {
  if (!(error.body instanceof Blob)) return error;
  try {
    const body: unknown = JSON.parse(await error.body.text());
    return new TransportError(error.message, { status: error.status, body, timedOut: error.timedOut });
  } catch {
    return error;
  }
}

const isCancel = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { name?: unknown }).name === 'CanceledError' || (error as { name?: unknown }).name === 'AbortError');

const progress = (onProgress?: (p: Progress) => void) =>
  onProgress ? (event: { loaded: number; total?: number }) => onProgress({ loaded: event.loaded, total: event.total || undefined }) : undefined;

/**
 * The app's axios instance as the adapter's transport. `silentErrors` keeps the shell from showing
 * its own notice where the page shows the adapter's error itself; the shell still logs out on 401.
 */
export function createAxiosTransport(options: { instance: AxiosLike; silentErrors?: boolean }): HttpTransport {
  const { instance, silentErrors } = options;
  async function request(config: RequestConfig): Promise<unknown> {
    try {
      return await instance.request({ ...config, silentErrors });
    } catch (error) {
      if (isCancel(error)) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      throw failureOf(error);
    }
  }
  return {
    get: ({ url, params, signal }) => request({ url, method: 'get', params: definedParams(params), signal }),
    delete: ({ url, params, signal }) => request({ url, method: 'delete', params: definedParams(params), signal }),
    post: ({ url, body, signal }) => request({ url, method: 'post', data: body, signal }),
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
