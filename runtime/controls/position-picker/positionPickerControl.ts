import { ListPickerControl } from '../role-picker/ListPickerControl.tsx';
import type { ControlEntry } from '../types.ts';

/** The position picker (seed 002 §2: name, code, rank; searched by name) shares the role picker's dialog. */
export const positionPickerControl: ControlEntry = { compType: 'positionPicker', role: 'field', Render: ListPickerControl };
