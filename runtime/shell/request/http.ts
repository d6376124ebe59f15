import axios, { type AxiosResponse } from 'axios';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '../config';
import { inOAuth2App } from '../session/oauth2App';
import { getTenantId, getToken } from '../storage/authStorage';
import { applyErrorAction } from './applyErrorAction';
import { decorateRequest } from './decorateRequest';
import { isEnvelope, messageOf } from '../../../schemas/envelope.ts';
import { getLowAppId } from './lowApp';
import { decideErrorAction } from './errorAction';
import { HttpError } from './HttpError';
import { requestMessages } from './messages';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without the error catalogue's notice (the caller shows the failure); 401 and token expiry still end the session. */
    silentErrors?: boolean;
  }
}

/** The shared axios instance; its answers are the response bodies (the envelopes). */
export const http = axios.create({ baseURL: API_BASE_PATH, timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const decoration = decorateRequest(
    {
      method: config.method,
      url: config.url,
      params: config.params,
      hasTokenHeader: config.headers.has('X-Access-Token'),
    },
    { token: getToken(), tenantId: getTenantId(), nowMs: Date.now(), lowAppId: getLowAppId() },
  );
  for (const [name, value] of Object.entries(decoration.headers)) config.headers.set(name, value);
  if (decoration.params !== undefined) config.params = decoration.params;
  return config;
});

function toHttpError(error: unknown): HttpError {
  if (!axios.isAxiosError(error)) {
    return new HttpError(error instanceof Error ? error.message : requestMessages.unknownError, {});
  }
  const status = error.response?.status;
  const body: unknown = error.response?.data;
  const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
  const serverMessage = messageOf(body);
  const action = decideErrorAction({ status, serverMessage, timedOut, hasToken: getToken() !== null, inOAuth2App: inOAuth2App() });
  // "Silent" callers show failures themselves; an ended session is still handled here for everyone.
  const silenced = error.config?.silentErrors === true && action.kind === 'notify';
  const announced = !axios.isCancel(error) && !silenced;
  if (announced) applyErrorAction(action);
  // The catalogue's Chinese text, rather than axios's English, when the server said nothing.
  const fallback = action.kind === 'tokenExpiredModal' || action.kind === 'tokenExpiredReload' ? action.content : action.description;
  return new HttpError(serverMessage ?? fallback, {
    status,
    envelope: isEnvelope(body) ? body : undefined,
    timedOut,
    announced,
  });
}

http.interceptors.response.use(
  (response: AxiosResponse) => response.data,
  (error: unknown) => Promise.reject(toHttpError(error)),
);
