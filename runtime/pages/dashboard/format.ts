import type { DashboardFigure } from '../../../schemas/types.ts';
import { dashboardKindMessages as m } from './messages.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** A number the answer holds, or undefined for anything else (null, text, NaN). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** `1536` → `1.5 KB`: binary units, up to two decimals from KB up (`1.25 GB`, `512 MB`). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  return `${Number(value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2))} ${UNITS[unit]}`;
}

/** A share of 0-100 as `42.5%` (at most two decimals), clamped for a progress bar by `clampPercent`. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

export const clampPercent = (value: number): number => Math.min(100, Math.max(0, value));

/** `93784` → `1天 2小时 3分`; under a minute in seconds. */
export function formatSeconds(seconds: number): string {
  const { day, hour, minute, second } = m.duration;
  const whole = Math.floor(Math.max(0, seconds));
  if (whole < 60) return `${whole}${second}`;
  const parts: [number, string][] = [[Math.floor(whole / 86_400), day], [Math.floor(whole / 3600) % 24, hour], [Math.floor(whole / 60) % 60, minute]];
  const first = parts.findIndex(([n]) => n > 0);
  return parts.slice(first).filter(([n], i) => i === 0 || n > 0).map(([n, unit]) => `${n}${unit}`).join(' ');
}

/** Thousands separated, at most two decimals. */
export function formatNumber(value: number): string {
  return value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

/** The dotted path of a value in an answer (`heap.spaces`, `process.rss`, `0.label`); the whole answer for none. */
export function readPath(source: unknown, path: string | undefined): unknown {
  if (!path) return source;
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A figure's value as text by its format. Empty values show `-`; a value that is not a number
 * where one is expected is shown as it is rather than as a made-up zero.
 */
export function formatValue(value: unknown, format: DashboardFigure['format'], unit?: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = numberOf(value);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  switch (format) {
    case 'bytes':
      return n === undefined ? String(value) : formatBytes(n);
    case 'percent':
      return n === undefined ? String(value) : formatPercent(n);
    case 'seconds':
      return n === undefined ? String(value) : formatSeconds(n);
    case 'ms':
      return n === undefined ? String(value) : `${formatNumber(n)} ${m.milliseconds}`;
    case 'number':
      return withUnit(n === undefined ? String(value) : formatNumber(n));
    case 'datetime':
      return String(value).slice(0, 19);
    default:
      return withUnit(typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}
