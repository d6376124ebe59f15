/** Bounds of a number property, as the designer's number inputs enforce them. */
export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
}

/**
 * The number to store for a typed one: inside the bounds and rounded to the precision; undefined
 * for an empty or non-numeric entry (the property then keeps its value).
 */
export function clampNumber(value: unknown, bounds: NumberBounds): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return undefined;
  let result = n;
  if (bounds.min !== undefined) result = Math.max(bounds.min, result);
  if (bounds.max !== undefined) result = Math.min(bounds.max, result);
  if (bounds.precision !== undefined) result = Number(result.toFixed(bounds.precision));
  return result;
}
