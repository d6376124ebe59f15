import { AdapterError } from '../../schemas/adapter.ts';
import { httpMessages } from './messages.ts';

/** The response envelope (api-contract section 1). */
export interface Envelope {
  success: boolean;
  message: string;
  code: number;
  result: unknown;
}

export function isEnvelope(body: unknown): body is Record<string, unknown> & { success: boolean } {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

/**
 * Checks a body at the boundary. A transport that answers something else is misconfigured (for
 * instance an axios instance without the interceptor that unwraps `response.data`), and says so.
 */
export function readEnvelope(body: unknown, url: string): Envelope {
  if (!isEnvelope(body)) {
    throw new AdapterError('unavailable', `${httpMessages.badResponse}（${url}：transport must answer the {success,message,code,result} body）`);
  }
  return {
    success: body.success,
    message: typeof body.message === 'string' ? body.message : '',
    code: Number(body.code ?? 0),
    result: body.result,
  };
}
