import { Alert } from 'antd';
import type { ControlBaseProps, ControlEntry } from '../types.ts';
import { readFlag, readText } from '../shared/read.ts';

const TYPES = ['success', 'info', 'warning', 'error'] as const;
type AlertType = (typeof TYPES)[number];

export function AlertControl({ control }: ControlBaseProps) {
  const type: AlertType = TYPES.find((t) => t === control.type) ?? 'info';
  const closeText = readText(control, 'close-text');
  const dark = readText(control, 'effect') === 'dark';
  return (
    <Alert
      type={type}
      message={readText(control, 'title')}
      description={readText(control, 'description') || undefined}
      showIcon={readFlag(control, 'show-icon')}
      closable={readFlag(control, 'closable') ? (closeText ? { closeIcon: closeText } : true) : false}
      // effect 'dark' of Element: a filled banner; antd has no such variant, so a bolder frame.
      style={{ textAlign: readFlag(control, 'center') ? 'center' : undefined, borderWidth: dark ? 2 : undefined }}
    />
  );
}

export const alertControl: ControlEntry = { compType: 'alert', role: 'display', Render: AlertControl };
