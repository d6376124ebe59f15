import { Divider } from 'antd';
import type { ControlBaseProps, ControlEntry } from '../types.ts';
import { readText } from '../shared/read.ts';

const POSITIONS = { left: 'left', center: 'center', right: 'right' } as const;

export function DividerControl({ control }: ControlBaseProps) {
  const text = readText(control, 'text');
  return (
    <Divider orientation={POSITIONS[readText(control, 'content-position') as keyof typeof POSITIONS] ?? 'center'}>{text || null}</Divider>
  );
}

export const dividerControl: ControlEntry = { compType: 'divider', role: 'display', Render: DividerControl };
