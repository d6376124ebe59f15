import type { AxiosRequestConfig, Method } from 'axios';
import type { Envelope } from '../../../schemas/envelope.ts';
import { http } from './http';
import { signHeaders } from './sign';

/**
 * The call helpers of the old `api/manage.js`. `getAction`, `postAction` and `httpAction` sign the
 * request (X-Sign, X-TIMESTAMP); the others do not (seed 000 section 7). `T` is the `result` type the
 * caller expects; the body is not checked here, so callers narrow what they depend on.
 */
type Params = Record<string, unknown>;
export type CallOptions = Pick<AxiosRequestConfig, 'signal' | 'silentErrors' | 'timeout'> & {
  headers?: Record<string, string>;
};

function send<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  // The response interceptor already unwrapped the body, hence the second type argument.
  return http.request<Envelope<T>, Envelope<T>>(config);
}

export function getAction<T>(url: string, params?: Params, options: CallOptions = {}): Promise<Envelope<T>> {
  return send<T>({ ...options, url, method: 'get', params, headers: { ...options.headers, ...signHeaders(url, params) } });
}

export function postAction<T>(url: string, data?: unknown, options: CallOptions = {}): Promise<Envelope<T>> {
  return send<T>({ ...options, url, method: 'post', data, headers: { ...options.headers, ...signHeaders(url, data) } });
}

export function httpAction<T>(url: string, data: unknown, method: Method): Promise<Envelope<T>> {
  return send<T>({ url, method, data, headers: signHeaders(url, data) });
}

export function putAction<T>(url: string, data?: unknown): Promise<Envelope<T>> {
  return send<T>({ url, method: 'put', data });
}

export function deleteAction<T>(url: string, params?: Params): Promise<Envelope<T>> {
  return send<T>({ url, method: 'delete', params });
}

/** An unsigned GET, for anonymous calls and for endpoints that do not check signatures. */
export function getPlain<T>(url: string, params?: Params, options: CallOptions = {}): Promise<Envelope<T>> {
  return send<T>({ ...options, url, method: 'get', params });
}

/** An unsigned POST, as the old login and logout calls were sent. */
export function postPlain<T>(url: string, data?: unknown, options: CallOptions = {}): Promise<Envelope<T>> {
  return send<T>({ ...options, url, method: 'post', data });
}
