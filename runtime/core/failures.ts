/** A mistake in the code, whose English text means nothing to the user. */
const isProgrammingError = (error: Error): boolean => error instanceof TypeError || error instanceof ReferenceError || error instanceof RangeError || error instanceof SyntaxError;

/** The words a failure is shown with: its own message, or the caller's fallback when it has none to show. */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message && !isProgrammingError(error) ? error.message : fallback;

/**
 * Whether the app's one request layer has told the user about this failure already: its error
 * catalogue's notice for an HTTP failure, or the end of the session (AdapterError.announced, and the
 * shell's HttpError.announced).
 */
export const isAnnounced = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { announced?: unknown }).announced === true;

/**
 * Shows a failure once: nothing when the request layer announced it, else its text or the
 * fallback. A refusal the server answered in its envelope (success false) is never announced, so
 * the page shows the server's words for it.
 */
export function reportFailure(show: (text: string) => unknown, error: unknown, fallback: string): void {
  if (!isAnnounced(error)) show(failureText(error, fallback));
}
