import { Col, Row } from 'antd';
import { useMemo } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { hasPermission, isDisabledByPermission } from '../../core/permissions.ts';
import { ControlErrorPanel } from '../ControlErrorPanel.tsx';
import { useRuntime } from '../RuntimeContext.tsx';
import { ArrayNode } from './ArrayNode.tsx';
import { FieldNode } from './FieldNode.tsx';
import { useFormLayout } from './formLayout.ts';
import { NodeBoundary } from './NodeBoundary.tsx';
import type { Prepared } from './nodeTypes.ts';
import { prepareControl } from './prepareControl.ts';
import { VoidNode } from './VoidNode.tsx';

/** A list of controls as one grid row; `path` is the list's own JSON path (`$.list`). */
export function ControlList({ list, path }: { list: Control[]; path: string }) {
  const { gutter } = useFormLayout();
  return (
    <Row gutter={gutter}>
      {list.map((control, i) => (
        <ControlNode key={`${i}-${control.id}`} control={control} path={`${path}[${i}]`} />
      ))}
    </Row>
  );
}

const renderControls = (list: Control[], path: string) => <ControlList list={list} path={path} />;

/**
 * One saved control: removed when the user lacks its `has` action; an inline panel naming its
 * path when it cannot be shown (unknown kind, bad condition or rule, a renderer that throws).
 */
export function ControlNode({ control, path }: { control: Control; path: string }) {
  const { registry } = useFormLayout();
  const services = useRuntime();
  const prepared = useMemo(() => prepareControl(control, path, registry), [control, path, registry]);
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
  else if (entry.role === 'array') node = <ArrayNode {...common} prepared={prepared as Prepared<'array'>} />;
  else node = <VoidNode {...common} prepared={prepared as Prepared<'display' | 'layout'>} renderControls={renderControls} />;
  return <NodeBoundary path={path}>{node}</NodeBoundary>;
}
