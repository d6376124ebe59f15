import { Slider } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { readFlag, readNumber } from '../shared/read.ts';

function rangeValue(value: unknown, min: number): [number, number] {
  if (Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number') return [value[0], value[1]];
  return [min, min];
}

export function SliderControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const min = readNumber(control, 'min', 0);
  const common = {
    id: control.id,
    min,
    max: readNumber(control, 'max', 20),
    step: readNumber(control, 'step', 1),
    dots: readFlag(control, 'show-stops'),
    disabled: disabled || readOnly,
    tooltip: readFlag(control, 'show-tooltip', true) ? undefined : { open: false },
  };
  if (readFlag(control, 'range')) {
    return <Slider {...common} range value={rangeValue(value, min)} onChange={(next: number[]) => onChange(next)} />;
  }
  return <Slider {...common} value={typeof value === 'number' ? value : min} onChange={(next: number) => onChange(next)} />;
}

export const sliderControl: ControlEntry = { compType: 'slider', role: 'field', Render: SliderControl };
