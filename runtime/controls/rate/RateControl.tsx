import { Rate, Space } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { readFlag, readNumber } from '../shared/read.ts';

export function RateControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const score = typeof value === 'number' ? value : 0;
  return (
    <Space>
      <Rate
        id={control.id}
        value={score}
        onChange={(next) => onChange(next)}
        count={readNumber(control, 'max', 5)}
        allowHalf={readFlag(control, 'allow-half')}
        disabled={disabled || readOnly}
      />
      {readFlag(control, 'show-score') ? <span>{score}</span> : null}
    </Space>
  );
}

export const rateControl: ControlEntry = { compType: 'rate', role: 'field', Render: RateControl };
