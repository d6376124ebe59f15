import { Col } from 'antd';
import { memo, useMemo } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { hasPermission, isDisabledByPermission } from '../../core/permissions.ts';
import { ControlErrorPanel } from '../ControlErrorPanel.tsx';
import { useRuntime } from '../RuntimeContext.tsx';
import { FieldNode } from './FieldNode.tsx';
import { GridRow } from './GridRow.tsx';
import { FormLayoutContext, useFormLayout } from './formLayout.ts';
import { NodeBoundary } from './NodeBoundary.tsx';
import type { Prepared } from './nodeTypes.ts';
import { preparedControl } from './prepareControl.ts';
import { useMountTurn } from './useMountTurn.ts';
import { VoidNode } from './VoidNode.tsx';

/** A list of controls as one grid row; `path` is the list's own JSON path (`$.list`). */
export function ControlList({ list, path }: { list: Control[]; path: string }) {
  return (
    <GridRow>
      {list.map((control, i) => (
        <ControlNode key={`${i}-${control.id}`} control={control} path={`${path}[${i}]`} />
      ))}
    </GridRow>
  );
}

/**
 * A list inside a row or a table. In a long form its container is skipped as a whole while off
 * screen, so its own columns need not be: fewer skippable boxes, less for the browser to track.
 */
function NestedControlList({ list, path }: { list: Control[]; path: string }) {
  const layout = useFormLayout();
  const inner = useMemo(() => (layout.lazyOffscreen ? { ...layout, lazyOffscreen: false } : layout), [layout]);
  return (
    <FormLayoutContext.Provider value={inner}>
      <ControlList list={list} path={path} />
    </FormLayoutContext.Provider>
  );
}

const renderControls = (list: Control[], path: string) => <NestedControlList list={list} path={path} />;

/**
 * One saved control, once its turn to mount has come (a long form mounts in chunks, see
 * mountQueue.ts). Memoised: a list or band that re-renders leaves its controls alone.
 */
export const ControlNode = memo(function ControlNode({ control, path }: { control: Control; path: string }) {
  return useMountTurn(path) ? <MountedControlNode control={control} path={path} /> : null;
});

/**
 * A mounted control: removed when the user lacks its `has` action; an inline panel naming its
 * path when it cannot be shown (unknown kind, bad condition or rule, a renderer that throws).
 */
function MountedControlNode({ control, path }: { control: Control; path: string }) {
  const { registry } = useFormLayout();
  const services = useRuntime();
  const prepared = useMemo(() => preparedControl(control, path, registry), [control, path, registry]);
  const permissions = services.permissions();
  if (!hasPermission(control.has, permissions)) return null;
  if (!prepared.ok) {
    return (
      <Col span={24}>
        <ControlErrorPanel path={prepared.path} message={prepared.message} />
      </Col>
    );
  }
  const common = { raw: control, path, lockedByPermission: isDisabledByPermission(control.has, permissions) };
  const { entry } = prepared;
  let node;
  if (entry.role === 'field') node = <FieldNode {...common} prepared={prepared as Prepared<'field'>} />;
  else node = <VoidNode {...common} prepared={prepared as Prepared<'display' | 'layout'>} renderControls={renderControls} />;
  return <NodeBoundary path={path}>{node}</NodeBoundary>;
}
