/**
 * The answer shape of every call (api-contract section 1) and the one reader of it. The shell's
 * request layer, the HTTP adapter and the designer's API all read answers through here, so a
 * body counts as an envelope by the same rule everywhere.
 */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  /** 200 on most successes, but 0 where the server never set it; only login checks it. */
  code: number | string;
  result: T;
  timestamp: number;
}

/** An envelope as read at a boundary: `message` always a string, `code` always a number. */
export interface ReadEnvelope {
  success: boolean;
  message: string;
  code: number;
  result: unknown;
}

/** An object whose `success` is a boolean: what the server answers, refusals included. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { success?: unknown }).success === 'boolean';
}

/** The body read as an envelope, or undefined when it is none (an HTML error page, a bare value). */
export function readEnvelope(body: unknown): ReadEnvelope | undefined {
  if (!isEnvelope(body)) return undefined;
  const { success, message, code, result } = body as { success: boolean; message?: unknown; code?: unknown; result?: unknown };
  return { success, message: typeof message === 'string' ? message : '', code: Number(code ?? 0), result };
}

/** The non-empty `message` of a body, when the body is an object that carries one (error bodies too). */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}
