import { AdapterError, type AdapterErrorCode } from '../../schemas/adapter.ts';
import { isEnvelope, messageOf, readEnvelope, type ReadEnvelope } from '../../schemas/envelope.ts';
import { httpMessages } from './messages.ts';
import { TransportError } from './transport.ts';

/** Server texts that name the kind of failure (JeecgBoot's wording, which our server keeps). */
const CONFLICT_MARKER = '已存在';
const NOT_FOUND_MARKERS = ['未找到', '找不到', '不存在该'];

function codeOfMessage(message: string): AdapterErrorCode | undefined {
  if (message.includes(CONFLICT_MARKER)) return 'conflict';
  if (NOT_FOUND_MARKERS.some((m) => message.includes(m))) return 'not_found';
  return undefined;
}

/** `result` of a refused save, when the server names the fields it refused: `{field: message}`. */
function fieldErrorsOf(result: unknown): Record<string, string> {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return {};
  const entries = Object.entries(result).filter((e): e is [string, string] => typeof e[1] === 'string');
  return Object.fromEntries(entries);
}

/**
 * Checks a body at the boundary. A transport that answers something else is misconfigured (for
 * instance an axios instance without the interceptor that unwraps `response.data`), and says so.
 */
export function envelopeOrUnavailable(body: unknown, url: string): ReadEnvelope {
  const envelope = readEnvelope(body);
  if (envelope) return envelope;
  throw new AdapterError('unavailable', `${httpMessages.badResponse}（${url}：transport must answer the {success,message,code,result} body）`);
}

/** An envelope with success=false: what the user sent was refused. */
export function refusalError(envelope: ReadEnvelope): AdapterError {
  const message = envelope.message || httpMessages.operationFailed;
  let code: AdapterErrorCode = codeOfMessage(message) ?? 'invalid';
  // JeecgBoot answers a missing permission with code 510 in a 200 answer; ours uses HTTP 403.
  if (envelope.code === 510 || envelope.code === 403) code = 'forbidden';
  else if (envelope.code === 404) code = 'not_found';
  else if (envelope.code === 401) code = 'unauthorized';
  return new AdapterError(code, message, fieldErrorsOf(envelope.result));
}

function codeOfStatus(status: number | undefined): AdapterErrorCode {
  if (status === undefined || status >= 500) return 'unavailable';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  return 'invalid';
}

const FALLBACK: Record<AdapterErrorCode, string> = {
  unauthorized: httpMessages.unauthorized,
  forbidden: httpMessages.forbidden,
  not_found: httpMessages.notFound,
  unavailable: httpMessages.unavailable,
  conflict: httpMessages.operationFailed,
  invalid: httpMessages.operationFailed,
};

/**
 * Any failure of a call as the one error that crosses the adapter boundary. The server's Chinese
 * message is kept; without one, the error catalogue's text for the status is used.
 */
export function toAdapterError(error: unknown): AdapterError {
  if (error instanceof AdapterError) return error;
  if (error instanceof TransportError) {
    const code = codeOfStatus(error.status);
    const serverMessage = (isEnvelope(error.body) && messageOf(error.body)) || '';
    const fallback = error.timedOut || error.status === 504 ? httpMessages.timeout : FALLBACK[code];
    const fieldErrors = isEnvelope(error.body) ? fieldErrorsOf(error.body.result) : {};
    // The transport's text is the app's error catalogue when the app's request layer sent the call.
    return new AdapterError(code, serverMessage || error.message || fallback, code === 'invalid' || code === 'conflict' ? fieldErrors : {}, { announced: error.announced });
  }
  return new AdapterError('unavailable', httpMessages.unavailable);
}

/** A call the caller cancelled through its AbortSignal; it is passed on as it is, not as a failure. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
