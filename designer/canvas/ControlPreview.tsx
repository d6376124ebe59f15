import { Alert } from 'antd';
import { memo, useMemo } from 'react';
import type { Control } from '../../schemas/types.ts';
import { withDefaults } from '../../runtime/core/controlDefaults.ts';
import { FieldItem } from '../../runtime/react/form/FieldItem.tsx';
import { NodeBoundary } from '../../runtime/react/form/NodeBoundary.tsx';
import { designerMessages as m } from '../messages.ts';
import { useDesigner } from './DesignerContext.tsx';
import { useInert } from './useInert.ts';

const noop = () => undefined;

/**
 * A value or display control as the form will show it, drawn by the runtime's own renderer with
 * its default value; inert, so clicks select the item instead of typing into it.
 */
export const ControlPreview = memo(function ControlPreview({ control }: { control: Control }) {
  const { registry } = useDesigner();
  const inert = useInert<HTMLDivElement>();
  // The renderers use the id as the DOM id (and labels point at it): on the canvas it gets a prefix,
  // so the preview dialog's fields, with the real ids, stay the ones their labels name.
  const shown = useMemo(() => ({ ...withDefaults(control), id: `canvas-${control.id}` }), [control]);
  const entry = registry.get(control.compType);
  const path = `#${control.id}`;
  let body;
  if (!entry) {
    body = <Alert type="error" showIcon message={m.unknownKind(String(control.compType))} />;
  } else if (entry.role === 'field') {
    body = (
      <FieldItem control={shown} labelWidth={control.labelWidth}>
        <entry.Render control={shown} path={path} value={shown.value} onChange={noop} onBlur={noop} disabled={false} readOnly={false} />
      </FieldItem>
    );
  } else if (entry.role === 'display') {
    body =
      shown.showLabel === true ? (
        <FieldItem control={shown} labelWidth={control.labelWidth}>
          <entry.Render control={shown} path={path} />
        </FieldItem>
      ) : (
        <entry.Render control={shown} path={path} />
      );
  } else {
    body = null;
  }
  return (
    <div ref={inert} className="fd-preview">
      <NodeBoundary path={path}>{body}</NodeBoundary>
    </div>
  );
});
