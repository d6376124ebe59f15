/**
 * A number cell while it is typed in (seed 002 §5): an optionally signed decimal, an empty value or a
 * lone minus is kept; anything else reverts to the text before the keystroke. On blur the text is
 * parsed to a number, or cleared.
 */
const PARTIAL_NUMBER = /^-?(?:\d+\.?\d*|\.\d*)?$/;

export function acceptNumberText(previous: string, next: string): string {
  return PARTIAL_NUMBER.test(next) ? next : previous;
}

export function numberOnBlur(text: string): number | null {
  if (text.trim() === '' || text === '-' || text === '.' || text === '-.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
