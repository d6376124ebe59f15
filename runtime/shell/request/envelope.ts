/** The answer shape of every call (api-contract section 1). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  /** 200 on most successes, but 0 where the server never set it; only login checks it. */
  code: number | string;
  result: T;
  timestamp: number;
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && 'result' in body;
}

/** The `message` of an error body, when the body is an envelope-like object. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}
