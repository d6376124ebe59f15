import { VoidField } from '@formily/react';
import { Col } from 'antd';
import { useMemo } from 'react';
import { FieldItem } from './FieldItem.tsx';
import { spanOf, type NodeProps, type RenderControls } from './nodeTypes.ts';
import { visibilityReaction } from './visibility.ts';

/**
 * A display or layout control. It holds no value, but it is still a (void) Formily node so that
 * `visibleWhen` hides it, and with a layout everything inside it.
 */
export function VoidNode({ prepared, raw, path, renderControls }: NodeProps<'display' | 'layout'> & { renderControls: RenderControls }) {
  const { control, entry, visibleWhen } = prepared;
  const reactions = useMemo(() => (visibleWhen ? [visibilityReaction(visibleWhen)] : []), [visibleWhen]);
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
    <VoidField name={control.id} reactions={reactions}>
      {() => <Col span={entry.role === 'layout' ? 24 : spanOf(control)}>{body}</Col>}
    </VoidField>
  );
}
