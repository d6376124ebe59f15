import { describe, expect, it } from 'vitest';
import { defaultState, expressionOf, stateFromExpression, type CronEditorState } from './cronModel.ts';
import { editTab } from './crossFieldRules.ts';

const NOW = new Date(2026, 4, 1);
const stateOf = (expression: string): CronEditorState => {
  const parsed = stateFromExpression(expression, NOW);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.state;
};

describe('cron editor state (seed 002 sections 4 and 5)', () => {
  it('defaults to * in every field with week ? and no year; empty opens on the defaults', () => {
    expect(expressionOf(defaultState(NOW))).toBe('* * * * * ?');
    expect(expressionOf(stateOf(''))).toBe('* * * * * ?');
    const state = defaultState(NOW);
    expect(state.hour).toMatchObject({ rangeFrom: 0, rangeTo: 23, loopStart: 0, loopInterval: 1 });
    // The year range defaults to this year to +100, within the 2019-2119 bounds.
    expect(state.year).toMatchObject({ mode: 'unset', rangeFrom: 2026, rangeTo: 2119, loopStart: 2026 });
  });

  it('opens on the expression parsed into each tab, and writes it back unchanged', () => {
    for (const expression of ['0/5 10-20 1,3,5 ? * 2#3 2030', '0 0 0 L-3 2 ?', '0 0 12 15W * ?', '0 0 12 ? * 6L', '0 0 1 LW * ? 2026-2030', '0 0 1 L * ? 2027/2']) {
      expect(expressionOf(stateOf(expression))).toBe(expression);
    }
    const state = stateOf('0/5 10-20 1,3,5 ? * 2#3 2030');
    expect(state.second).toMatchObject({ mode: 'loop', loopStart: 0, loopInterval: 5 });
    expect(state.minute).toMatchObject({ mode: 'range', rangeFrom: 10, rangeTo: 20 });
    expect(state.hour).toMatchObject({ mode: 'specific', specific: [1, 3, 5] });
    expect(state.day.mode).toBe('unset');
    expect(state.week).toMatchObject({ mode: 'nth', nthWeekday: 2, nth: 3 });
    expect(state.year).toMatchObject({ mode: 'specific', specific: [2030] });
    expect(stateFromExpression('0 0 25 * * ?', NOW)).toMatchObject({ ok: false, message: '时的取值范围是0-23，“25”超出范围', field: 'hour' });
  });

  it('keeps each mode’s inputs while another is chosen, and an empty specific list is the minimum', () => {
    let state = editTab(defaultState(NOW), 'minute', { mode: 'range', rangeFrom: 5, rangeTo: 9 });
    state = editTab(state, 'minute', { mode: 'every' });
    state = editTab(state, 'minute', { mode: 'range' });
    expect(expressionOf(state)).toBe('0 5-9 * * * ?');
    expect(expressionOf(editTab(defaultState(NOW), 'month', { mode: 'specific', specific: [] }))).toBe('* * * * 1 ?');
    expect(expressionOf(editTab(defaultState(NOW), 'second', { mode: 'specific', specific: [30, 10, 10] }))).toBe('10,30 * * * * ?');
  });
});

describe('cross-field rules (seed 002 section 4)', () => {
  it('minute set with second * makes second 0; hour set makes minute (and second) 0', () => {
    expect(expressionOf(editTab(defaultState(NOW), 'minute', { mode: 'specific', specific: [15] }))).toBe('0 15 * * * ?');
    expect(expressionOf(editTab(defaultState(NOW), 'hour', { mode: 'loop', loopStart: 0, loopInterval: 2 }))).toBe('0 0 0/2 * * ?');
    // A second already set is left alone.
    const withSecond = editTab(defaultState(NOW), 'second', { mode: 'specific', specific: [30] });
    expect(expressionOf(editTab(withSecond, 'minute', { mode: 'range', rangeFrom: 1, rangeTo: 2 }))).toBe('30 1-2 * * * ?');
  });

  it('day or week set with hour * makes hour, minute and second 0', () => {
    expect(expressionOf(editTab(defaultState(NOW), 'day', { mode: 'last' }))).toBe('0 0 0 L * ?');
    expect(expressionOf(editTab(defaultState(NOW), 'week', { mode: 'specific', specific: [2, 4] }))).toBe('0 0 0 ? * 2,4');
    // Day and week * or ? name no days: the time fields stay *.
    expect(expressionOf(editTab(defaultState(NOW), 'day', { mode: 'every' }))).toBe('* * * * * ?');
  });

  it('day and week cannot both be set: the one not edited becomes ?', () => {
    const byWeek = editTab(defaultState(NOW), 'week', { mode: 'nth', nthWeekday: 6, nth: 2 });
    expect(expressionOf(byWeek)).toBe('0 0 0 ? * 6#2');
    const byDay = editTab(byWeek, 'day', { mode: 'nearestWeekday', nearestDay: 10 });
    expect(expressionOf(byDay)).toBe('0 0 0 10W * ?');
    expect(expressionOf(editTab(byDay, 'week', { mode: 'every' }))).toBe('0 0 0 ? * *');
  });

  it('day and week both ?: the one not edited becomes 1', () => {
    const weekly = editTab(defaultState(NOW), 'week', { mode: 'lastOf', lastWeekday: 6 });
    expect(expressionOf(editTab(weekly, 'week', { mode: 'unset' }))).toBe('0 0 0 1 * ?');
    // Week 1 (Sunday) names days, so the time fields become 0 too.
    expect(expressionOf(editTab(defaultState(NOW), 'day', { mode: 'unset' }))).toBe('0 0 0 ? * 1');
  });

  it('a year set with month * makes month 1; year * or unset leaves month alone', () => {
    expect(expressionOf(editTab(defaultState(NOW), 'year', { mode: 'specific', specific: [2030] }))).toBe('* * * * 1 ? 2030');
    expect(expressionOf(editTab(defaultState(NOW), 'year', { mode: 'every' }))).toBe('* * * * * ? *');
    const june = editTab(defaultState(NOW), 'month', { mode: 'specific', specific: [6] });
    expect(expressionOf(editTab(june, 'year', { mode: 'range', rangeFrom: 2027, rangeTo: 2029 }))).toBe('* * * * 6 ? 2027-2029');
  });
});
