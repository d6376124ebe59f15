import type { Control } from '../../../schemas/types.ts';

/*
 * Saved controls carry the older designer's loosely typed properties (`"labelWidth": "80"`,
 * `"max": 100`). These readers narrow one property at a time, with the fallback a renderer wants.
 */

export function readText(control: Control, key: string, fallback = ''): string {
  const value = control[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

export function readNumber(control: Control, key: string): number | undefined;
export function readNumber(control: Control, key: string, fallback: number): number;
export function readNumber(control: Control, key: string, fallback?: number): number | undefined {
  const value = control[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

export function readFlag(control: Control, key: string, fallback = false): boolean {
  const value = control[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

export function readObject(control: Control, key: string): Record<string, unknown> {
  const value = control[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A value as a string for text inputs: null and undefined become ''. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** A value as an array (checkbox groups, cascader paths). */
export function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === '') return [];
  return [value];
}
