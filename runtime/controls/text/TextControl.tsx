import type { CSSProperties } from 'react';
import type { ControlBaseProps, ControlEntry } from '../types.ts';
import { readNumber, readText } from '../shared/read.ts';

const ALIGNS = ['left', 'center', 'right'] as const;

export function TextControl({ control }: ControlBaseProps) {
  const style: CSSProperties = {
    color: readText(control, 'color') || undefined,
    textAlign: ALIGNS.find((a) => a === control.align) ?? 'left',
    fontSize: readNumber(control, 'size', 14),
    fontWeight: readNumber(control, 'bold', 400),
  };
  return <div style={style}>{readText(control, 'text')}</div>;
}

export const textControl: ControlEntry = { compType: 'text', role: 'display', Render: TextControl };
