import { lazy } from 'react';
import type { ControlEntry } from '../types.ts';

// The cron editor and its cron library are only for job forms: loaded when one is shown.
const CronControl = lazy(() => import('./CronControl.tsx').then((m) => ({ default: m.CronControl })));

export const cronControl: ControlEntry = { compType: 'cron', role: 'field', Render: CronControl };
