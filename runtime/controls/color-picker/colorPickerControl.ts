import { lazy } from 'react';
import type { ControlEntry } from '../types.ts';

// antd's ColorPicker brings a colour model and panels of its own; loaded when a form has one.
const ColorPickerControl = lazy(() => import('./ColorPickerControl.tsx').then((m) => ({ default: m.ColorPickerControl })));

export const colorPickerControl: ControlEntry = { compType: 'colorPicker', role: 'field', Render: ColorPickerControl };
