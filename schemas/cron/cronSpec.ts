import type { CronFieldKey } from './cronBounds.ts';

/**
 * One field of a cron expression, in the forms the cron editor offers (seed 002 section 5).
 * `every` is '*'; `unset` is '?' (day, week) or an absent year; `loop` is 'start/interval'.
 * The day field adds L, LW, L-n and nW; the week field adds d#n and dL.
 */
export type CronFieldSpec =
  | { kind: 'every' }
  | { kind: 'unset' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'loop'; start: number; interval: number }
  | { kind: 'list'; values: number[] }
  | { kind: 'last' }
  | { kind: 'lastWeekday' }
  | { kind: 'lastOffset'; offset: number }
  | { kind: 'nearestWeekday'; day: number }
  | { kind: 'nth'; weekday: number; nth: number }
  | { kind: 'lastOf'; weekday: number };

export type CronSpec = Record<CronFieldKey, CronFieldSpec>;

/** The text of one field ('' for an absent year). */
export function formatField(spec: CronFieldSpec): string {
  switch (spec.kind) {
    case 'every': return '*';
    case 'unset': return '?';
    case 'range': return `${spec.from}-${spec.to}`;
    case 'loop': return `${spec.start}/${spec.interval}`;
    case 'list': return spec.values.join(',');
    case 'last': return 'L';
    case 'lastWeekday': return 'LW';
    case 'lastOffset': return `L-${spec.offset}`;
    case 'nearestWeekday': return `${spec.day}W`;
    case 'nth': return `${spec.weekday}#${spec.nth}`;
    case 'lastOf': return `${spec.weekday}L`;
  }
}

/** The expression: six fields, and the year when it is set. */
export function formatCron(spec: CronSpec): string {
  const fields = [spec.second, spec.minute, spec.hour, spec.day, spec.month, spec.week].map(formatField);
  if (spec.year.kind !== 'unset') fields.push(formatField(spec.year));
  return fields.join(' ');
}
