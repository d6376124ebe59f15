import { Dropdown, type MenuProps } from 'antd';
import type { CSSProperties, MouseEvent } from 'react';
import { tableCells, type Control, type TableCell } from '../../schemas/types.ts';
import { cssText } from '../../runtime/controls/table/cssText.ts';
import { containerKey } from '../model/containers.ts';
import { runCellAction } from '../model/tableCommands.ts';
import { cellMenuAvailability, type CellAction, type Grid } from '../model/tableGrid.ts';
import { designerMessages as m } from '../messages.ts';
import { ContainerList, joinAncestry } from './ContainerList.tsx';
import { useDesigner, useIsCellSelected } from './DesignerContext.tsx';

const numberOr = (value: unknown, fallback?: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

const ACTION_LABELS: Record<CellAction, string> = {
  mergeRight: m.mergeRight,
  mergeDown: m.mergeDown,
  split: m.splitCell,
  appendRow: m.appendRow,
  deleteRow: m.deleteRow,
  appendColumn: m.appendColumn,
  deleteColumn: m.deleteColumn,
};

interface CellProps {
  tableId: string;
  grid: Grid;
  row: number;
  col: number;
  cell: TableCell;
  ancestry: string;
  frame: CSSProperties;
}

/** One visible cell: a drop area, selectable, with the merge / split / rows / columns context menu. */
function CanvasCell({ tableId, grid, row, col, cell, ancestry, frame }: CellProps) {
  const { store, run } = useDesigner();
  const selected = useIsCellSelected(tableId, row, col);
  const available = cellMenuAvailability(grid, row, col);
  const items: MenuProps['items'] = (Object.keys(ACTION_LABELS) as CellAction[]).map((action) => ({
    key: action,
    label: ACTION_LABELS[action],
    disabled: !available[action],
  }));
  const onMenu: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    run((doc, ids) => runCellAction(doc, key as CellAction, { tableId, row, col }, ids));
  };
  const select = () => store.select({ kind: 'cell', tableId, row, col });
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    select();
  };
  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: onMenu }}>
      <td
        colSpan={cell.col}
        rowSpan={cell.row}
        className={selected ? 'fd-cell fd-cell-selected' : 'fd-cell'}
        data-cell={`${row}-${col}`}
        style={{ ...frame, background: cell.style?.background, width: cell.style?.width !== undefined ? `${cell.style.width}%` : undefined }}
        onClick={click}
        // Capture, and no stopPropagation: the menu's own handler on this cell must still run.
        onContextMenuCapture={select}
      >
        <ContainerList listKey={containerKey({ kind: 'cell', id: tableId, row, col })} list={Array.isArray(cell.columns) ? cell.columns : []} ancestry={ancestry} />
      </td>
    </Dropdown>
  );
}

/**
 * The merge-cell layout table on the canvas (seed 001 §2 "Table layout designer"): drawn like the
 * runtime's table, each visible cell a drop area with its context menu; hidden (merged) cells skipped.
 */
export function CanvasTable({ control, ancestry }: { control: Control; ancestry: string }) {
  const grid = tableCells(control);
  const inner = joinAncestry(ancestry, control.id);
  const frame: CSSProperties = { ...cssText(typeof control.tdStyle === 'string' ? control.tdStyle : '') };
  return (
    <table className="fd-table" style={{ width: `${numberOr(control.width, 100)}%` }}>
      <tbody>
        {grid.map((cells, r) => (
          <tr key={r} style={{ height: numberOr(control.height) }}>
            {cells.map((cell, c) =>
              cell.hide ? null : (
                <CanvasCell key={cell.id ?? c} tableId={control.id} grid={grid} row={r} col={c} cell={cell} ancestry={inner} frame={frame} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
