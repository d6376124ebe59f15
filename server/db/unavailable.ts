/**
 * Whether an error means the database cannot be reached or did not answer in time (as opposed to
 * a refused statement): such a request answers 503, and the next one tries again.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// PostgreSQL: connection exceptions (08...), shutting down or starting (57P0x), too many connections, statement timeout.
const PG_STATES = /^(08...|57P0[1-3]|53300|57014)$/;
// pg and pg-pool name their own time-outs and broken connections only in the message.
const PG_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Client was closed/i;
// SQLite: locked past busy_timeout, the file unreadable or the disk gone.
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|NOTADB|CORRUPT)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_STATES.test(code) || SQLITE_CODES.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // A connection tried on several addresses fails with each one's error inside.
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => inner !== error && isDatabaseUnavailable(inner))) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** Whether the database was reached but answered too slowly (health says so apart from "cannot connect"). */
export function isDatabaseTimeout(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '57014' || code === 'ETIMEDOUT' || (typeof message === 'string' && /timeout/i.test(message));
}
