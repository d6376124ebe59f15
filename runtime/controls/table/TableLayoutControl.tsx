import type { CSSProperties } from 'react';
import { tableCells } from '../../../schemas/types.ts';
import type { ControlEntry, LayoutControlProps } from '../types.ts';
import { readNumber, readText } from '../shared/read.ts';
import { cssText } from './cssText.ts';

const cellFrame: CSSProperties = { border: '1px solid #e8e8e8', padding: '8px 8px 0', verticalAlign: 'top' };

/** The layout table: an HTML table from `layoutArray`; merged cells span, swallowed (hidden) cells are skipped. */
export function TableLayoutControl({ control, path, renderControls }: LayoutControlProps) {
  const tdStyle = cssText(readText(control, 'tdStyle'));
  const rowHeight = readNumber(control, 'height');
  return (
    <table style={{ width: `${readNumber(control, 'width', 100)}%`, borderCollapse: 'collapse', tableLayout: 'fixed', marginBottom: 16 }}>
      <tbody>
        {tableCells(control).map((cells, r) => (
          <tr key={r} style={{ height: rowHeight }}>
            {cells.map((cell, c) =>
              cell.hide ? null : (
                <td
                  key={cell.id ?? c}
                  colSpan={cell.col}
                  rowSpan={cell.row}
                  style={{
                    ...cellFrame,
                    ...tdStyle,
                    background: cell.style?.background,
                    width: cell.style?.width !== undefined ? `${cell.style.width}%` : undefined,
                  }}
                >
                  {renderControls(cell.columns, `${path}.layoutArray[${r}][${c}].columns`)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const tableLayoutControl: ControlEntry = { compType: 'table', role: 'layout', Render: TableLayoutControl };
