import { lazy } from 'react';
import type { ControlEntry } from '../types.ts';

// jsbarcode is a large part of the form bundle and bar codes are rare: loaded when one is shown.
const BarCodeControl = lazy(() => import('./BarCodeControl.tsx').then((m) => ({ default: m.BarCodeControl })));

export const barCodeControl: ControlEntry = { compType: 'barCode', role: 'field', Render: BarCodeControl };
