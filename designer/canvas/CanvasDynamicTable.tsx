import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { useState, type MouseEvent } from 'react';
import { dynamicColumns, type Control } from '../../schemas/types.ts';
import { containerKey } from '../model/containers.ts';
import { designerMessages as m } from '../messages.ts';
import { ContainerList, joinAncestry } from './ContainerList.tsx';

/**
 * A dynamic table on the canvas: a toolbar (its label and a collapse / expand toggle) over its
 * column controls, which sit side by side and take only the kinds a dynamic table allows.
 */
export function CanvasDynamicTable({ control, ancestry }: { control: Control; ancestry: string }) {
  const [collapsed, setCollapsed] = useState(false);
  const columns = dynamicColumns(control);
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    setCollapsed((was) => !was);
  };
  return (
    <div className="fd-dynamic">
      <div className="fd-dynamic-bar">
        <button type="button" className="fd-dynamic-toggle" aria-expanded={!collapsed} onPointerDown={(e) => e.stopPropagation()} onClick={toggle}>
          {collapsed ? <RightOutlined /> : <DownOutlined />} {collapsed ? m.expand : m.collapse}
        </button>
        <span className="fd-dynamic-title">
          {typeof control.label === 'string' && control.label ? control.label : m.dynamicTableColumns}
          <span className="fd-dynamic-count">（{columns.length}）</span>
        </span>
      </div>
      {collapsed ? null : (
        <ContainerList
          listKey={containerKey({ kind: 'dynamic', id: control.id })}
          list={columns}
          ancestry={joinAncestry(ancestry, control.id)}
          axis="x"
          emptyText={m.emptyContainer}
        />
      )}
    </div>
  );
}
