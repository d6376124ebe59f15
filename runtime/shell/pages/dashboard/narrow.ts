/** Readers for the dashboard answers: a missing or odd value reads as 0, '' or null, never a crash. */

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(record) : [];
}

export function count(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

export function counts(value: unknown): number[] {
  return Array.isArray(value) ? value.map(count) : [];
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export const text = (value: unknown): string => textOrNull(value) ?? '';
