/** The result envelope every answer uses (api-contract section 1). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T | null;
  timestamp: number;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function ok<T>(result: T, message = ''): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** `Result.OK(msg)` of the existing platform puts the message in both fields. */
export function okMessage(message: string): Envelope<string> {
  return { success: true, message, code: 200, result: message, timestamp: Date.now() };
}

/** A refusal; `result` names what was refused when the client can use it (`{field: message}`). */
export function fail<T = null>(message: string, code = 500, result: T | null = null): Envelope<T> {
  return { success: false, message, code, result, timestamp: Date.now() };
}

export function page<T>(records: T[], total: number, size: number, current: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

/**
 * A failure the user can cause or understand. `status` is the HTTP status; `code` and `result` go
 * in the envelope (a refused save puts `{field: message}` in `result`, so forms can mark the
 * field). Anything thrown that is not an ApiError is treated as unexpected and never shown.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status = 200,
    readonly code = 500,
    readonly result: Record<string, string> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
