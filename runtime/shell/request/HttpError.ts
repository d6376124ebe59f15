import type { Envelope } from '../../../schemas/envelope.ts';

/**
 * Every failed call rejects with this, so callers can read the status and the server's envelope
 * without poking into axios internals.
 */
export class HttpError extends Error {
  readonly status: number | undefined;
  readonly envelope: Envelope<unknown> | undefined;
  readonly timedOut: boolean;
  /** The error catalogue's notice (or the end of the session) was shown for it: callers add none. */
  readonly announced: boolean;

  constructor(message: string, options: { status?: number; envelope?: Envelope<unknown>; timedOut?: boolean; announced?: boolean }) {
    super(message);
    this.name = 'HttpError';
    this.status = options.status;
    this.envelope = options.envelope;
    this.timedOut = options.timedOut ?? false;
    this.announced = options.announced ?? false;
  }
}
