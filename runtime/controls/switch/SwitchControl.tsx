import { Switch } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { readText } from '../shared/read.ts';
import { PrettySwitch } from '../shared/Pretty.tsx';

/** The stored value of each state: `active-value` / `inactive-value`, Y and N by default. */
function stateValue(raw: unknown, fallback: string): unknown {
  return raw === undefined || raw === '' ? fallback : raw;
}

export function SwitchControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const onValue = stateValue(control['active-value'], 'Y');
  const offValue = stateValue(control['inactive-value'], 'N');
  const checked = value === onValue;
  const colour = readText(control, checked ? 'active-color' : 'inactive-color');
  return (
    <Switch
      id={control.id}
      checked={checked}
      onChange={(next) => onChange(next ? onValue : offValue)}
      disabled={disabled || readOnly}
      style={colour ? { backgroundColor: colour } : undefined}
    />
  );
}

export const switchControl: ControlEntry = { compType: 'Switch', role: 'field', Render: SwitchControl, Pretty: PrettySwitch };
