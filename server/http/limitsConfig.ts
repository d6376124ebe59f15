/**
 * Routes that save designer forms (2 MB of form JSON, escaped inside a string) or announcements (rich
 * text and thousands of recipients) take this much; every other route the configured limit.
 */
export const LARGE_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The server's protective limits, read from the environment (README's configuration table lists
 * them). Kept apart from config.ts so the limits and their defaults read in one place.
 */
export interface LimitsConfig {
  /** The largest request body most routes take; the few that need more declare their own (LARGE_BODY_LIMIT). */
  bodyLimitBytes: number;
  /** Requests one address may send to one anonymous route (sign-in, captcha, sms, ...) per window. */
  anonRateMax: number;
  anonRateWindowMs: number;
  /**
   * Past this mean event-loop delay (over the last second) every route but health answers 503 at
   * once instead of queueing behind the stall; 0 turns the check off. A second wholly blocked
   * (a start-up, a huge parse) counts as past any limit.
   */
  maxEventLoopDelayMs: number;
  /** A connection that sends or receives nothing this long is closed (slow clients, idle sockets). */
  idleTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this; the headers within headersTimeoutMs. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** PostgreSQL: waiting for a connection, and one statement, give up after these (a frozen database then answers 503). */
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, zeroAllowed = false): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || (parsed === 0 && !zeroAllowed)) {
    throw new Error(`${name} must be a ${zeroAllowed ? 'whole number (0: off)' : 'positive whole number'}, got "${value}"`);
  }
  return parsed;
}

export function loadLimits(env: NodeJS.ProcessEnv): LimitsConfig {
  return {
    bodyLimitBytes: positive(env, 'BODY_LIMIT_KB', 1024) * 1024,
    anonRateMax: positive(env, 'ANON_RATE_LIMIT', 60),
    anonRateWindowMs: positive(env, 'ANON_RATE_WINDOW_SECONDS', 60) * 1000,
    maxEventLoopDelayMs: positive(env, 'MAX_EVENT_LOOP_DELAY_MS', 500, true),
    idleTimeoutMs: positive(env, 'HTTP_IDLE_TIMEOUT_SECONDS', 120) * 1000,
    requestTimeoutMs: positive(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', 120) * 1000,
    headersTimeoutMs: positive(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', 20) * 1000,
    keepAliveTimeoutMs: positive(env, 'HTTP_KEEP_ALIVE_SECONDS', 10) * 1000,
    dbConnectTimeoutMs: positive(env, 'DB_CONNECT_TIMEOUT_MS', 5000),
    dbStatementTimeoutMs: positive(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000),
  };
}
