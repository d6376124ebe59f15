import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { dateFormats } from '../../../schemas/controls/catalogue.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { readFlag, readText } from '../shared/read.ts';
import { toDayjsFormat, valueCodec } from './dayjsFormat.ts';
import { PrettyValue } from '../shared/Pretty.tsx';

type Picker = 'date' | 'week' | 'month' | 'year';
const PICKERS: Record<string, Picker> = { week: 'week', month: 'month', monthrange: 'month', year: 'year' };

type RangeValue = [Dayjs | null, Dayjs | null] | null;

export function DateControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const type = readText(control, 'type', 'date');
  const display = readText(control, 'format') || dateFormats[type] || 'yyyy-MM-dd';
  const codec = valueCodec(readText(control, 'value-format'), display);
  const common = {
    id: control.id,
    picker: PICKERS[type] ?? 'date',
    showTime: type.startsWith('datetime'),
    format: toDayjsFormat(display),
    allowClear: readFlag(control, 'clearable', true),
    disabled: disabled || readOnly,
    onBlur,
    style: { width: '100%' },
  };

  if (type.endsWith('range')) {
    const pair = Array.isArray(value) ? value : [];
    const range: RangeValue = pair.length === 2 ? [codec.parse(pair[0]), codec.parse(pair[1])] : null;
    return (
      <DatePicker.RangePicker
        {...common}
        value={range}
        separator={readText(control, 'range-separator', '-')}
        placeholder={[readText(control, 'start-placeholder'), readText(control, 'end-placeholder')]}
        onChange={(next: RangeValue) => onChange(next && next[0] && next[1] ? [codec.format(next[0]), codec.format(next[1])] : [])}
      />
    );
  }
  if (type === 'dates') {
    const list = (Array.isArray(value) ? value : []).map((v) => codec.parse(v)).filter((d): d is Dayjs => d !== null);
    return (
      <DatePicker
        {...common}
        multiple
        value={list}
        placeholder={readText(control, 'placeholder')}
        onChange={(next: Dayjs[] | null) => onChange((next ?? []).map((d) => codec.format(d)))}
      />
    );
  }
  return (
    <DatePicker
      {...common}
      value={codec.parse(value)}
      placeholder={readText(control, 'placeholder')}
      onChange={(next: Dayjs | null) => onChange(next ? codec.format(next) : '')}
    />
  );
}

export const dateControl: ControlEntry = { compType: 'date', role: 'field', Render: DateControl, Pretty: PrettyValue };
