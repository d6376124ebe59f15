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

export function fail(message: string, code = 500): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

export function page<T>(records: T[], total: number, size: number, current: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

/**
 * A failure the user can cause or understand. `status` is the HTTP status; `code` goes in the
 * envelope. Anything thrown that is not an ApiError is treated as unexpected and never shown.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status = 200,
    readonly code = 500,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
