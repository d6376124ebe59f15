import { readEnvelope } from '../../schemas/envelope.ts';
import { apiMessages, fill } from './messages.ts';

type Params = Record<string, string | number | boolean | undefined>;

/**
 * What the designer's calls need of HTTP: each method answers the response body (the platform's
 * envelope) and rejects with an Error carrying a message for the user. The app passes the shell's
 * axios instance (shellClient.ts); tests pass a fetch against a real server.
 */
export interface ApiClient {
  get(url: string, params?: Params, signal?: AbortSignal): Promise<unknown>;
  post(url: string, body: unknown, signal?: AbortSignal): Promise<unknown>;
  put(url: string, body: unknown, signal?: AbortSignal): Promise<unknown>;
}

/** A refusal of the server (`success: false`): its message, and its code (409: someone saved first). */
export class ApiRefusal extends Error {
  readonly code: number;

  constructor(message: string, code: number) {
    super(message);
    this.name = 'ApiRefusal';
    this.code = code;
  }

  /** The saved form changed since it was loaded (the server's optimistic version check). */
  get conflict(): boolean {
    return this.code === 409;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The envelope's `result` and `message`, or the refusal thrown with the server's message. */
export function resultAndMessage(body: unknown, url: string): { result: unknown; message: string } {
  const envelope = readEnvelope(body);
  if (envelope === undefined) throw new Error(fill(apiMessages.badAnswer, { url }));
  const { message, result } = envelope;
  if (!envelope.success) throw new ApiRefusal(message || apiMessages.refused, envelope.code || 500);
  return { result, message };
}

/** `result` as an object, or the bad-answer error naming the call. */
export function recordOf(result: unknown, url: string): Record<string, unknown> {
  if (!isRecord(result)) throw new Error(fill(apiMessages.badAnswer, { url }));
  return result;
}

/** `result` as a list, or the bad-answer error naming the call. */
export function listOf(result: unknown, url: string): unknown[] {
  if (!Array.isArray(result)) throw new Error(fill(apiMessages.badAnswer, { url }));
  return result;
}
