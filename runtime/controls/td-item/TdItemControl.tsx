import type { Control } from '../../../schemas/types.ts';
import type { ControlEntry, LayoutControlProps } from '../types.ts';

const controlsOf = (control: Control): Control[] => (Array.isArray(control.columns) ? (control.columns as Control[]) : []);

/** A table cell met on its own: its controls. (Inside a layout table the table renders its cells.) */
export function TdItemControl({ control, path, renderControls }: LayoutControlProps) {
  return <>{renderControls(controlsOf(control), `${path}.columns`)}</>;
}

export const tdItemControl: ControlEntry = { compType: 'tdItem', role: 'layout', Render: TdItemControl };
