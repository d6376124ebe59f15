import { Button } from 'antd';
import type { ControlBaseProps, ControlEntry } from '../types.ts';
import { readFlag, readText } from '../shared/read.ts';

// Element button types onto antd's: success/warning/info have no antd colour of their own.
const TYPES: Record<string, 'primary' | 'default' | 'dashed' | 'link' | 'text'> = { primary: 'primary', text: 'text' };
const SIZES = { medium: 'middle', small: 'small', mini: 'small' } as const;

export function ButtonControl({ control }: ControlBaseProps) {
  const type = readText(control, 'type', 'primary');
  const circle = readFlag(control, 'circle');
  return (
    <Button
      type={TYPES[type] ?? 'default'}
      danger={type === 'danger'}
      ghost={readFlag(control, 'plain') && type === 'primary'}
      shape={circle ? 'circle' : readFlag(control, 'round') ? 'round' : 'default'}
      size={SIZES[readText(control, 'size') as keyof typeof SIZES]}
      disabled={readFlag(control, 'disabled')}
    >
      {readText(control, 'text')}
    </Button>
  );
}

export const buttonControl: ControlEntry = { compType: 'button', role: 'display', Render: ButtonControl };
