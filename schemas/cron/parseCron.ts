import {
  CRON_BOUNDS, CRON_FIELDS, LAST_OFFSET_MAX, LAST_OFFSET_MIN, MONTH_NAMES, NTH_WEEK_MAX, NTH_WEEK_MIN, WEEK_NAMES,
  type CronFieldKey,
} from './cronBounds.ts';
import { cronMsg, fillCron } from './cronMessages.ts';
import type { CronFieldSpec, CronSpec } from './cronSpec.ts';

export type CronCheck<T> = { ok: true; value: T } | { ok: false; message: string; field?: CronFieldKey };

class CronRefusal extends Error {
  constructor(message: string, readonly field?: CronFieldKey) {
    super(message);
  }
}

const label = (key: CronFieldKey) => cronMsg.fieldNames[key];

/** A value: digits only, or a month or weekday name where Quartz takes one; within the field's bounds. */
function value(key: CronFieldKey, raw: string, min = CRON_BOUNDS[key].min, max = CRON_BOUNDS[key].max): number {
  const upper = raw.toUpperCase();
  const names: readonly string[] = key === 'month' ? MONTH_NAMES : key === 'week' ? WEEK_NAMES : [];
  const named = names.indexOf(upper);
  if (named >= 0) return named + 1;
  if (!/^\d+$/.test(raw)) throw new CronRefusal(fillCron(cronMsg.notInteger, { field: label(key), value: raw }), key);
  const n = Number(raw);
  if (n < min || n > max) throw new CronRefusal(fillCron(cronMsg.outOfRange, { field: label(key), min, max, value: raw }), key);
  return n;
}

function interval(key: CronFieldKey, raw: string): number {
  const { intervalMin: min, intervalMax: max } = CRON_BOUNDS[key];
  if (!/^\d+$/.test(raw)) throw new CronRefusal(fillCron(cronMsg.notInteger, { field: label(key), value: raw }), key);
  const n = Number(raw);
  if (n < min || n > max) throw new CronRefusal(fillCron(cronMsg.intervalOutOfRange, { field: label(key), min, max, value: raw }), key);
  return n;
}

/** The forms only the day (L, LW, L-n, nW) or the week (d#n, dL) field has; undefined when `text` is none of them. */
function special(key: CronFieldKey, text: string): CronFieldSpec | undefined {
  const upper = text.toUpperCase();
  if (key === 'day') {
    if (upper === 'L') return { kind: 'last' };
    if (upper === 'LW') return { kind: 'lastWeekday' };
    const offset = /^L-(\d+)$/.exec(upper);
    if (offset) {
      const n = Number(offset[1]);
      if (n < LAST_OFFSET_MIN || n > LAST_OFFSET_MAX) throw new CronRefusal(fillCron(cronMsg.lastOffsetOutOfRange, { value: offset[1] }), key);
      return { kind: 'lastOffset', offset: n };
    }
    const nearest = /^(\d+)W$/.exec(upper);
    if (nearest) return { kind: 'nearestWeekday', day: value(key, nearest[1]) };
  }
  if (key === 'week') {
    const nth = /^(\w+)#(\d+)$/.exec(upper);
    if (nth) {
      const n = Number(nth[2]);
      if (n < NTH_WEEK_MIN || n > NTH_WEEK_MAX) throw new CronRefusal(fillCron(cronMsg.nthOutOfRange, { value: nth[2] }), key);
      return { kind: 'nth', weekday: value(key, nth[1]), nth: n };
    }
    const last = /^(\w+)L$/.exec(upper);
    if (last) return { kind: 'lastOf', weekday: value(key, last[1]) };
  }
  return undefined;
}

function field(key: CronFieldKey, text: string): CronFieldSpec {
  if (text === '*') return { kind: 'every' };
  if (text === '?') {
    if (key !== 'day' && key !== 'week') throw new CronRefusal(cronMsg.questionMark, key);
    return { kind: 'unset' };
  }
  const extra = special(key, text);
  if (extra) return extra;
  const loop = /^(\*|\w+)\/(\w+)$/.exec(text);
  if (loop) {
    const start = loop[1] === '*' ? CRON_BOUNDS[key].min : value(key, loop[1]);
    return { kind: 'loop', start, interval: interval(key, loop[2]) };
  }
  const range = /^(\w+)-(\w+)$/.exec(text);
  if (range) {
    const from = value(key, range[1]);
    const to = value(key, range[2]);
    if (from > to) throw new CronRefusal(fillCron(cronMsg.rangeReversed, { field: label(key), from, to }), key);
    return { kind: 'range', from, to };
  }
  if (/^\w+(,\w+)*$/.test(text)) {
    const values = [...new Set(text.split(',').map((part) => value(key, part)))].sort((a, b) => a - b);
    return { kind: 'list', values };
  }
  throw new CronRefusal(fillCron(cronMsg.unsupported, { field: label(key), text }), key);
}

/** Reads one field's text; the refusal names what is wrong in Chinese. */
export function parseCronField(key: CronFieldKey, text: string): CronCheck<CronFieldSpec> {
  try {
    return { ok: true, value: key === 'year' && text === '' ? { kind: 'unset' } : field(key, text) };
  } catch (error) {
    if (error instanceof CronRefusal) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}

/**
 * Reads a whole expression: 6 or 7 fields, each valid, and exactly one of day and week '?'
 * (Quartz cannot combine a day of month with a day of week).
 */
export function parseCron(expression: string): CronCheck<CronSpec> {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { ok: false, message: cronMsg.empty };
  if (parts.length < 6 || parts.length > 7) return { ok: false, message: fillCron(cronMsg.fieldCount, { count: parts.length }) };
  const spec: Partial<CronSpec> = {};
  for (const [index, key] of CRON_FIELDS.entries()) {
    const read = parseCronField(key, parts[index] ?? '');
    if (!read.ok) return read;
    spec[key] = read.value;
  }
  const whole = spec as CronSpec;
  const dayUnset = whole.day.kind === 'unset';
  const weekUnset = whole.week.kind === 'unset';
  if (dayUnset && weekUnset) return { ok: false, message: cronMsg.dayWeekBothUnset, field: 'day' };
  if (!dayUnset && !weekUnset) return { ok: false, message: cronMsg.dayWeekBothSet, field: 'week' };
  return { ok: true, value: whole };
}
