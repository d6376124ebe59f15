import { lazy } from 'react';
import type { ControlEntry } from '../types.ts';

// marked is only for forms that hold markdown: loaded when one is shown.
const MarkdownControl = lazy(() => import('./MarkdownControl.tsx').then((m) => ({ default: m.MarkdownControl })));

export const markdownControl: ControlEntry = { compType: 'markdown', role: 'field', Render: MarkdownControl };
