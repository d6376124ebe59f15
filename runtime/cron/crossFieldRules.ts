import type { CronFieldKey } from '../../schemas/cron/cronBounds.ts';
import type { CronEditorState, CronTabState } from './cronModel.ts';

/** A day or week tab that names days: neither every day ('*') nor left to the other field ('?'). */
const namesDays = (tab: CronTabState) => tab.mode !== 'every' && tab.mode !== 'unset';
const isEvery = (tab: CronTabState) => tab.mode === 'every';
const fixed = (tab: CronTabState, value: number): CronTabState => ({ ...tab, mode: 'specific', specific: [value] });

/**
 * Seed 002 section 4, applied after the user changes tab `edited`:
 * - day and week cannot both be set: the one not edited becomes '?';
 * - day and week both '?': the one not edited becomes 1;
 * - a year set with month '*': month becomes 1;
 * - a day or week set with hour '*': hour becomes 0; the same from hour to minute and from minute to second.
 */
export function applyCrossFieldRules(state: CronEditorState, edited: CronFieldKey): CronEditorState {
  const next = { ...state };
  const other: CronFieldKey | undefined = edited === 'day' ? 'week' : edited === 'week' ? 'day' : undefined;
  if (other) {
    if (next[edited].mode !== 'unset' && next[other].mode !== 'unset') next[other] = { ...next[other], mode: 'unset' };
    else if (next[edited].mode === 'unset' && next[other].mode === 'unset') next[other] = fixed(next[other], 1);
  } else if (next.day.mode !== 'unset' && next.week.mode !== 'unset') {
    next.week = { ...next.week, mode: 'unset' };
  } else if (next.day.mode === 'unset' && next.week.mode === 'unset') {
    next.day = fixed(next.day, 1);
  }
  if (next.year.mode !== 'unset' && !isEvery(next.year) && isEvery(next.month)) next.month = fixed(next.month, 1);
  if ((namesDays(next.day) || namesDays(next.week)) && isEvery(next.hour)) next.hour = fixed(next.hour, 0);
  if (!isEvery(next.hour) && isEvery(next.minute)) next.minute = fixed(next.minute, 0);
  if (!isEvery(next.minute) && isEvery(next.second)) next.second = fixed(next.second, 0);
  return next;
}

/** Changes one tab and applies the cross-field rules. */
export function editTab(state: CronEditorState, key: CronFieldKey, patch: Partial<CronTabState>): CronEditorState {
  return applyCrossFieldRules({ ...state, [key]: { ...state[key], ...patch } }, key);
}
