import { CRON_BOUNDS, CRON_FIELDS, type CronFieldKey } from '../../schemas/cron/cronBounds.ts';
import { formatCron, type CronFieldSpec, type CronSpec } from '../../schemas/cron/cronSpec.ts';
import { parseCron } from '../../schemas/cron/parseCron.ts';

/** The mode of one tab: the radio chosen; each keeps its own inputs while another is chosen. */
export type CronMode = CronFieldSpec['kind'] | 'specific';

export interface CronTabState {
  mode: Exclude<CronMode, 'list'>;
  rangeFrom: number;
  rangeTo: number;
  loopStart: number;
  loopInterval: number;
  specific: number[];
  /** Day: 'L-n' and 'nW'. */
  lastOffset: number;
  nearestDay: number;
  /** Week: 'd#n' and 'dL'. */
  nthWeekday: number;
  nth: number;
  lastWeekday: number;
}

export type CronEditorState = Record<CronFieldKey, CronTabState>;

/** The modes each tab offers, in the order shown (seed 002 section 5). */
export const TAB_MODES: Record<CronFieldKey, readonly CronTabState['mode'][]> = {
  second: ['every', 'range', 'loop', 'specific'],
  minute: ['every', 'range', 'loop', 'specific'],
  hour: ['every', 'range', 'loop', 'specific'],
  day: ['unset', 'every', 'range', 'loop', 'specific', 'last', 'lastWeekday', 'lastOffset', 'nearestWeekday'],
  month: ['every', 'range', 'loop', 'specific'],
  week: ['unset', 'every', 'range', 'loop', 'specific', 'nth', 'lastOf'],
  year: ['unset', 'every', 'range', 'loop', 'specific'],
};

/** A tab's inputs before anything is chosen: the full range, a loop from the minimum by 1. */
export function defaultTab(key: CronFieldKey, now = new Date()): CronTabState {
  const { min, max } = CRON_BOUNDS[key];
  // Seed 002 section 9: the year range defaults to this year to +100 (within the year bounds).
  const year = Math.min(Math.max(now.getFullYear(), min), max);
  const from = key === 'year' ? year : min;
  const to = key === 'year' ? Math.min(year + 100, max) : max;
  const mode = key === 'week' || key === 'year' ? 'unset' : 'every';
  return {
    mode, rangeFrom: from, rangeTo: to, loopStart: from, loopInterval: 1, specific: [],
    lastOffset: 1, nearestDay: 1, nthWeekday: 2, nth: 1, lastWeekday: 6,
  };
}

/** Seed 002 section 4: every field '*', week '?', no year. */
export function defaultState(now = new Date()): CronEditorState {
  return Object.fromEntries(CRON_FIELDS.map((key) => [key, defaultTab(key, now)])) as CronEditorState;
}

function tabOf(key: CronFieldKey, spec: CronFieldSpec, now: Date): CronTabState {
  const tab = defaultTab(key, now);
  switch (spec.kind) {
    case 'range': return { ...tab, mode: 'range', rangeFrom: spec.from, rangeTo: spec.to };
    case 'loop': return { ...tab, mode: 'loop', loopStart: spec.start, loopInterval: spec.interval };
    case 'list': return { ...tab, mode: 'specific', specific: spec.values };
    case 'lastOffset': return { ...tab, mode: 'lastOffset', lastOffset: spec.offset };
    case 'nearestWeekday': return { ...tab, mode: 'nearestWeekday', nearestDay: spec.day };
    case 'nth': return { ...tab, mode: 'nth', nthWeekday: spec.weekday, nth: spec.nth };
    case 'lastOf': return { ...tab, mode: 'lastOf', lastWeekday: spec.weekday };
    default: return { ...tab, mode: spec.kind };
  }
}

/** One tab as an expression field; an empty specific list is the field's minimum (seed 002 section 4). */
export function specOf(key: CronFieldKey, tab: CronTabState): CronFieldSpec {
  switch (tab.mode) {
    case 'range': return { kind: 'range', from: tab.rangeFrom, to: tab.rangeTo };
    case 'loop': return { kind: 'loop', start: tab.loopStart, interval: tab.loopInterval };
    case 'specific': {
      const values = [...new Set(tab.specific)].sort((a, b) => a - b);
      return { kind: 'list', values: values.length > 0 ? values : [CRON_BOUNDS[key].min] };
    }
    case 'lastOffset': return { kind: 'lastOffset', offset: tab.lastOffset };
    case 'nearestWeekday': return { kind: 'nearestWeekday', day: tab.nearestDay };
    case 'nth': return { kind: 'nth', weekday: tab.nthWeekday, nth: tab.nth };
    case 'lastOf': return { kind: 'lastOf', weekday: tab.lastWeekday };
    default: return { kind: tab.mode };
  }
}

export type ParsedState = { ok: true; state: CronEditorState } | { ok: false; message: string; field?: CronFieldKey };

/** The editor opens on the current expression parsed into its tabs, or on the defaults when it is empty. */
export function stateFromExpression(expression: string, now = new Date()): ParsedState {
  if (expression.trim() === '') return { ok: true, state: defaultState(now) };
  const parsed = parseCron(expression);
  if (!parsed.ok) return parsed;
  const state = Object.fromEntries(CRON_FIELDS.map((key) => [key, tabOf(key, parsed.value[key], now)]));
  return { ok: true, state: state as CronEditorState };
}

export function specOfState(state: CronEditorState): CronSpec {
  return Object.fromEntries(CRON_FIELDS.map((key) => [key, specOf(key, state[key])])) as CronSpec;
}

export function expressionOf(state: CronEditorState): string {
  return formatCron(specOfState(state));
}
