import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { toDayjsFormat, valueCodec } from '../date/dayjsFormat.ts';
import { readFlag, readText } from '../shared/read.ts';
import { PrettyValue } from '../shared/Pretty.tsx';

type RangeValue = [Dayjs | null, Dayjs | null] | null;

export function TimeControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const display = readText(control, 'format', 'HH:mm:ss');
  const codec = valueCodec(readText(control, 'value-format'), display);
  const common = {
    id: control.id,
    format: toDayjsFormat(display),
    allowClear: readFlag(control, 'clearable', true),
    disabled: disabled || readOnly,
    onBlur,
    style: { width: '100%' },
  };
  if (readFlag(control, 'is-range')) {
    const pair = Array.isArray(value) ? value : [];
    const range: RangeValue = pair.length === 2 ? [codec.parse(pair[0]), codec.parse(pair[1])] : null;
    return (
      <TimePicker.RangePicker
        {...common}
        value={range}
        separator={readText(control, 'range-separator', '-')}
        onChange={(next: RangeValue) => onChange(next && next[0] && next[1] ? [codec.format(next[0]), codec.format(next[1])] : [])}
      />
    );
  }
  return (
    <TimePicker
      {...common}
      value={codec.parse(value)}
      placeholder={readText(control, 'placeholder')}
      onChange={(next: Dayjs | null) => onChange(next ? codec.format(next) : '')}
    />
  );
}

export const timeControl: ControlEntry = { compType: 'time', role: 'field', Render: TimeControl, Pretty: PrettyValue };
