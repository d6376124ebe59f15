import { controlKind } from '../../schemas/controls/catalogue.ts';
import type { Control } from '../../schemas/types.ts';

/** Heights of the kinds taller than one line, for a stand-in never drawn in full yet. */
const ESTIMATES: Record<string, number> = { textarea: 112, editor: 220, upload: 72, barCode: 110, alert: 64, divider: 48 };
const LINE = 40;

/** What stands in for a control far from the screen: its label and an empty box, at its height. */
export function ControlPlaceholder({ control, height }: { control: Control; height?: number }) {
  const label = typeof control.label === 'string' ? control.label : (controlKind(control.compType)?.compName ?? control.compType);
  return (
    <div className="fd-placeholder" style={{ height: height ?? ESTIMATES[control.compType] ?? LINE }}>
      {control.showLabel === false ? null : <span className="fd-placeholder-label">{label}</span>}
      <span className="fd-placeholder-box" />
    </div>
  );
}
