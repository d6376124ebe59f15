import { Col, Row } from 'antd';
import { rowColumns } from '../../../schemas/types.ts';
import type { ControlEntry, LayoutControlProps } from '../types.ts';
import { readNumber, readText } from '../shared/read.ts';

const JUSTIFY = ['start', 'end', 'center', 'space-around', 'space-between'] as const;
const ALIGN = ['top', 'middle', 'bottom'] as const;

/** A grid row: its columns side by side, each holding a list of controls. */
export function RowControl({ control, path, renderControls }: LayoutControlProps) {
  return (
    <Row
      gutter={readNumber(control, 'gutter', 0)}
      justify={JUSTIFY.find((j) => j === readText(control, 'justify')) ?? 'start'}
      align={ALIGN.find((a) => a === readText(control, 'align')) ?? 'top'}
    >
      {rowColumns(control).map((column, c) => (
        <Col key={column.index ?? c} span={column.span}>
          {renderControls(column.list, `${path}.columns[${c}].list`)}
        </Col>
      ))}
    </Row>
  );
}

export const rowControl: ControlEntry = { compType: 'row', role: 'layout', Render: RowControl };
