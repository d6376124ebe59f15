import { dashboardMessages } from './messages';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** `1536` → `1.5 KB`; binary units, one decimal from KB up. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** `93784` → `1天 2小时 3分`; under a minute in seconds. */
export function formatDuration(seconds: number): string {
  const { day, hour, minute, second } = dashboardMessages.duration;
  const whole = Math.floor(Math.max(0, seconds));
  if (whole < 60) return `${whole}${second}`;
  const parts: [number, string][] = [[Math.floor(whole / 86_400), day], [Math.floor(whole / 3600) % 24, hour], [Math.floor(whole / 60) % 60, minute]];
  const first = parts.findIndex(([n]) => n > 0);
  return parts.slice(first).map(([n, unit]) => `${n}${unit}`).join(' ');
}

/** The greeting by hour of seed 000 section 2.6. */
export function helloFor(hour: number): string {
  const { early, morning, noon, afternoon, evening } = dashboardMessages.hello;
  if (hour < 9) return early;
  if (hour <= 11) return morning;
  if (hour <= 13) return noon;
  if (hour < 20) return afternoon;
  return evening;
}

/** Used share as a whole percentage, 0 when the total is unknown. */
export const percent = (used: number, total: number): number => (total > 0 ? Math.round((used / total) * 100) : 0);
