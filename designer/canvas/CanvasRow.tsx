import { Col, Row } from 'antd';
import { rowColumns, type Control } from '../../schemas/types.ts';
import { containerKey } from '../model/containers.ts';
import { designerMessages as m } from '../messages.ts';
import { ContainerList, joinAncestry } from './ContainerList.tsx';

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A row on the canvas: its columns side by side (span 1-24, the row's gutter), each a drop area. */
export function CanvasRow({ control, ancestry }: { control: Control; ancestry: string }) {
  const inner = joinAncestry(ancestry, control.id);
  return (
    <Row gutter={numberOr(control.gutter, 0)} className="fd-row">
      {rowColumns(control).map((column, c) => (
        <Col key={c} span={column.span} className="fd-row-column">
          <ContainerList
            listKey={containerKey({ kind: 'row', id: control.id, column: c })}
            list={Array.isArray(column.list) ? column.list : []}
            ancestry={inner}
            emptyText={m.emptyContainer}
          />
        </Col>
      ))}
    </Row>
  );
}
