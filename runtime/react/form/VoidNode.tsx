import { VoidField } from '@formily/react';
import { useMemo } from 'react';
import { FieldItem } from './FieldItem.tsx';
import { GridCol } from './GridCol.tsx';
import { voidFieldProps } from './fieldProps.ts';
import { spanOf, type NodeProps, type RenderControls } from './nodeTypes.ts';

/**
 * A display or layout control. It holds no value, but it is still a (void) Formily node so that
 * `visibleWhen` hides it, and with a layout everything inside it.
 */
export function VoidNode({ prepared, raw, path, renderControls }: NodeProps<'display' | 'layout'> & { renderControls: RenderControls }) {
  const { control, entry } = prepared;
  const props = useMemo(() => voidFieldProps(prepared), [prepared]);
  let body;
  if (entry.role === 'layout') {
    body = <entry.Render control={control} path={path} renderControls={renderControls} />;
  } else if (control.showLabel === true) {
    body = (
      <FieldItem control={control} labelWidth={raw.labelWidth}>
        <entry.Render control={control} path={path} />
      </FieldItem>
    );
  } else {
    body = (
      <div style={{ marginBottom: 16 }}>
        <entry.Render control={control} path={path} />
      </div>
    );
  }
  return (
    <VoidField {...props}>
      {() => <GridCol span={entry.role === 'layout' ? 24 : spanOf(control)}>{body}</GridCol>}
    </VoidField>
  );
}
