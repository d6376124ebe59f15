import { getAction, postAction } from '../../runtime/shell/request/actions';
import { http } from '../../runtime/shell/request/http';
import type { ApiClient } from './apiClient.ts';

/**
 * The designer's calls through the shell's axios instance (token and tenant headers, `_t`, the
 * signature of getAction/postAction). Errors are silent there: the designer shows each failure
 * itself, where it happened (the save dialog, the selector). putAction takes no options, hence
 * the plain request for PUT.
 */
export const shellClient: ApiClient = {
  get: (url, params, signal) => getAction(url, params, { signal, silentErrors: true }),
  post: (url, body, signal) => postAction(url, body, { signal, silentErrors: true }),
  put: (url, body, signal) => http.request({ url, method: 'put', data: body, signal, silentErrors: true }),
};
