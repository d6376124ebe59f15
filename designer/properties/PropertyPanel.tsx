import { Alert, Form } from 'antd';
import { useState } from 'react';
import type { Control } from '../../schemas/types.ts';
import type { OptionStash } from './dataTypeSwitch.ts';
import { PropertyField } from './fields/PropertyField.tsx';
import { propertyMessages as M } from './messages.ts';
import type { PropertySpec } from './propertySpec.ts';
import { specsOf } from './specs/index.ts';

export interface PropertyPanelProps {
  /** The selected control, as saved (catalogue defaults fill what it lacks, for display only). */
  control: Control;
  /** Every control id of the form, for the rename check. */
  ids: ReadonlySet<string>;
  /** Receives each edit as a patch of the control; a rename carries the new `id` (and `_id`). */
  onChange(patch: Partial<Control>): void;
}

const specKey = (spec: PropertySpec, i: number) => ('key' in spec ? spec.key : `${spec.type}-${i}`);

/**
 * The right-hand property panel: one panel per control kind (specs/), covering the common fields
 * and the kind's own properties with the limits of seed 001 §3 and §5. It keeps no copy of the
 * control: every edit goes out as a patch, and the new control comes back through `control`.
 */
export function PropertyPanel({ control, ids, onChange }: PropertyPanelProps) {
  // Options per data type survive switching back and forth, and switching the selection away and back.
  const [stashes] = useState(() => new Map<string, OptionStash>());
  const specs = specsOf(control.compType);
  if (!specs) return <Alert type="warning" showIcon message={M.unknownKind(control.compType)} />;
  const state = { ids, stashes };
  return (
    <Form layout="horizontal" size="small" colon={false} labelAlign="left" labelWrap labelCol={{ flex: '96px' }} wrapperCol={{ flex: 1 }}>
      {specs.map((spec, i) =>
        spec.when && !spec.when(control) ? null : (
          <PropertyField key={specKey(spec, i)} spec={spec} control={control} onChange={onChange} state={state} />
        ),
      )}
    </Form>
  );
}
