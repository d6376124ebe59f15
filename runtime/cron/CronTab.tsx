import { Checkbox, InputNumber, Radio, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import {
  CRON_BOUNDS, LAST_OFFSET_MAX, LAST_OFFSET_MIN, NTH_WEEK_MAX, NTH_WEEK_MIN, type CronFieldKey,
} from '../../schemas/cron/cronBounds.ts';
import { TAB_MODES, type CronEditorState, type CronTabState } from './cronModel.ts';
import { cronText, fillText } from './cronText.ts';

type Mode = CronTabState['mode'];
/** The day tab also offers the week's ways of naming days; choosing one sets the week field. */
const DAY_TAB_WEEK_MODES: Mode[] = ['specific', 'nth', 'lastOf'];

export interface CronTabProps {
  field: CronFieldKey;
  state: CronEditorState;
  onEdit(field: CronFieldKey, patch: Partial<CronTabState>): void;
}

const weekdayOptions = cronText.weekdays.map((label, index) => ({ value: index + 1, label }));

function valuesOf(field: CronFieldKey) {
  if (field === 'week') return weekdayOptions;
  const { min, max } = CRON_BOUNDS[field];
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i).padStart(field === 'year' ? 4 : 2, '0') }));
}

/** One tab of the cron editor: a radio per mode, each with its own inputs. */
export function CronTab({ field, state, onEdit }: CronTabProps) {
  const tab = state[field];
  const { min, max, intervalMin, intervalMax } = CRON_BOUNDS[field];
  const unit = cronText.units[field];
  const edit = (patch: Partial<CronTabState>, target: CronFieldKey = field) => onEdit(target, patch);
  const number = (value: number, key: keyof CronTabState, lo: number, hi: number, target: CronFieldKey = field) => (
    <InputNumber size="small" min={lo} max={hi} precision={0} value={value} aria-label={`${cronText.tabs[target]}-${key}`}
      onChange={(v) => typeof v === 'number' && edit({ [key]: v }, target)} />
  );
  const weekday = (value: number, key: 'nthWeekday' | 'lastWeekday') => (
    <Select size="small" style={{ width: 80 }} value={value} options={weekdayOptions} aria-label={`${cronText.tabs.week}-${key}`}
      onChange={(v: number) => edit({ [key]: v }, 'week')} />
  );

  const sentences: Partial<Record<Mode, ReactNode>> = {
    every: fillText(cronText.every, { unit }),
    unset: cronText.unset,
    range: <Space size={4}>{cronText.range}{number(tab.rangeFrom, 'rangeFrom', min, max)}{cronText.rangeTo}{number(tab.rangeTo, 'rangeTo', min, max)}{unit}</Space>,
    loop: (
      <Space size={4}>
        {cronText.loop}{number(tab.loopStart, 'loopStart', min, max)}{unit}{cronText.loopStartSuffix}
        {number(tab.loopInterval, 'loopInterval', intervalMin, intervalMax)}{unit}{cronText.loopEverySuffix}
      </Space>
    ),
    specific: (
      <div>
        {cronText.specific}
        <Checkbox.Group style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginTop: 4 }} value={tab.specific}
          options={valuesOf(field)} onChange={(values) => edit({ mode: 'specific', specific: values as number[] })} />
      </div>
    ),
    last: cronText.last,
    lastWeekday: cronText.lastWeekday,
    lastOffset: <Space size={4}>{cronText.lastOffset}{number(tab.lastOffset, 'lastOffset', LAST_OFFSET_MIN, LAST_OFFSET_MAX)}{cronText.lastOffsetSuffix}</Space>,
    nearestWeekday: <Space size={4}>{cronText.nearestWeekday}{number(tab.nearestDay, 'nearestDay', min, max)}{cronText.nearestWeekdaySuffix}</Space>,
    nth: <Space size={4}>{cronText.nth}{number(state.week.nth, 'nth', NTH_WEEK_MIN, NTH_WEEK_MAX, 'week')}{cronText.nthMiddle}{weekday(state.week.nthWeekday, 'nthWeekday')}</Space>,
    lastOf: <Space size={4}>{cronText.lastOf}{weekday(state.week.lastWeekday, 'lastWeekday')}</Space>,
  };

  const options: { value: string; label: ReactNode }[] = TAB_MODES[field].map((mode) => ({ value: `${field}:${mode}`, label: sentences[mode] }));
  if (field === 'day') {
    const week = state.week;
    const specificWeek = (
      <div>
        {cronText.weekSpecific}
        <Checkbox.Group style={{ display: 'flex', gap: 4, marginTop: 4 }} value={week.specific} options={weekdayOptions}
          onChange={(values) => edit({ mode: 'specific', specific: values as number[] }, 'week')} />
      </div>
    );
    options.push(...DAY_TAB_WEEK_MODES.map((mode) => ({ value: `week:${mode}`, label: mode === 'specific' ? specificWeek : sentences[mode] })));
  }
  const chosen = field === 'day' && tab.mode === 'unset' && DAY_TAB_WEEK_MODES.includes(state.week.mode)
    ? `week:${state.week.mode}` : `${field}:${tab.mode}`;

  return (
    <Radio.Group value={chosen} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      onChange={(event) => {
        const [target, mode] = String(event.target.value).split(':') as [CronFieldKey, Mode];
        edit({ mode }, target);
      }}>
      {options.map((option) => <Radio key={option.value} value={option.value}>{option.label}</Radio>)}
    </Radio.Group>
  );
}
