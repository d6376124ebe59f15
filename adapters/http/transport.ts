import type { Progress } from '../../schemas/adapter.ts';

/** Query parameters as they go on the address; undefined values are left off. */
export type QueryParams = Record<string, string | number | undefined>;

interface Call {
  /** A path under the API base, e.g. `/bus/busLine/list`. */
  url: string;
  signal?: AbortSignal;
}

/**
 * What the HTTP adapter needs from the wire. Each method answers the response body (the envelope);
 * a failed call rejects with a TransportError. The app backs it with its axios instance (which adds
 * the token, tenant and signature headers); tests and the contract suite back it with fetch.
 */
export interface HttpTransport {
  get(params: Call & { params?: QueryParams }): Promise<unknown>;
  post(params: Call & { body: unknown }): Promise<unknown>;
  put(params: Call & { body: unknown }): Promise<unknown>;
  delete(params: Call & { params?: QueryParams }): Promise<unknown>;
  /** A GET answered by a file; fileName from Content-Disposition when the transport can read it. */
  download(params: Call & { params?: QueryParams; onProgress?: (p: Progress) => void }): Promise<{ data: Blob; fileName?: string }>;
  /** A multipart POST. */
  upload(params: Call & { form: FormData; onProgress?: (p: Progress) => void }): Promise<unknown>;
}

/**
 * A call that got no usable answer: `status` is the HTTP status (undefined when nothing came back),
 * `body` what the server sent, if anything. The message is what the app's request layer shows
 * for the failure (its error catalogue), or '' when the transport has no words for a user: the
 * adapter then uses its own. The adapter turns it into an AdapterError.
 */
export class TransportError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;
  readonly timedOut: boolean;
  /** The app's request layer showed its notice for this failure already (see AdapterError.announced). */
  readonly announced: boolean;

  constructor(message: string, options: { status?: number; body?: unknown; timedOut?: boolean; announced?: boolean } = {}) {
    super(message);
    this.name = 'TransportError';
    this.status = options.status;
    this.body = options.body;
    this.timedOut = options.timedOut ?? false;
    this.announced = options.announced ?? false;
  }
}

/** Drops undefined values and turns the rest to strings, for URLSearchParams. */
export function definedParams(params: QueryParams | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) out[key] = String(value);
  return out;
}
