import { Cron } from 'croner';
import { CRON_BOUNDS, type CronFieldKey } from './cronBounds.ts';
import type { CronFieldSpec, CronSpec } from './cronSpec.ts';

/** How many croner runs to look through for runs of an 'L-n' day, some of which fall in the month before. */
const MAX_CANDIDATES = 1000;

/**
 * One field as croner reads it. Croner takes Quartz's '?', L, LW, nW and d#n as they are, with
 * weekdays numbered 1-7 from Sunday under `alternativeWeekdays`; but a loop must be written as a
 * stepped range ('5/20' is '5-59/20'), 'dL' is 'd#L', and 'L-n' has no croner form (the last day,
 * shifted back with `dayOffset`).
 */
function cronerField(key: CronFieldKey, spec: CronFieldSpec): string {
  switch (spec.kind) {
    case 'every': case 'unset': return '*';
    case 'range': return `${spec.from}-${spec.to}`;
    case 'loop': return `${spec.start}-${CRON_BOUNDS[key].max}/${spec.interval}`;
    case 'list': return spec.values.join(',');
    case 'last': case 'lastOffset': return 'L';
    case 'lastWeekday': return 'LW';
    case 'nearestWeekday': return `${spec.day}W`;
    case 'nth': return `${spec.weekday}#${spec.nth}`;
    case 'lastOf': return `${spec.weekday}#L`;
  }
}

/** The croner pattern (seven fields) and the day shift of an 'L-n' day. */
export function toCronerPattern(spec: CronSpec): { pattern: string; dayOffset: number } {
  const keys: CronFieldKey[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];
  const pattern = keys.map((key) => cronerField(key, spec[key])).join(' ');
  return { pattern, dayOffset: spec.day.kind === 'lastOffset' ? -spec.day.offset : 0 };
}

const daysInMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();

/**
 * The next `count` run times strictly after `from`, in the local time zone, the same way for the
 * editor's preview and the server's job runner. Fewer come back when the expression runs out
 * (a year in the past, 30 February).
 */
export function nextRuns(spec: CronSpec, count: number, from: Date = new Date()): Date[] {
  const { pattern, dayOffset } = toCronerPattern(spec);
  const cron = new Cron(pattern, { paused: true, alternativeWeekdays: true, mode: '7-part', dayOffset });
  if (spec.day.kind !== 'lastOffset') return cron.nextRuns(count, from);
  // The last day moved back n days can land in the month before (n 28 in February): Quartz skips those.
  const offset = spec.day.offset;
  const runs: Date[] = [];
  let cursor = from;
  for (let seen = 0; runs.length < count && seen < MAX_CANDIDATES; seen += 1) {
    const next = cron.nextRun(cursor);
    if (!next) break;
    if (next.getDate() + offset === daysInMonth(next)) runs.push(next);
    cursor = next;
  }
  return runs;
}
