import type { TableCell } from '../../schemas/types.ts';

/**
 * The availability rules of the merge-cell table (seed 001 §2 "Table layout designer"), as pure
 * predicates over `layoutArray`: the context menu enables exactly what these allow, and the
 * commands refuse the rest. A merged cell is the visible "anchor" at its top-left with `col`/`row`
 * > 1; the cells it swallowed stay in the grid with `hide: true`.
 */
export type Grid = readonly (readonly TableCell[])[];

const count = (n: unknown) => (typeof n === 'number' && n >= 1 ? Math.trunc(n) : 1);

/** How many rows and columns a cell covers. */
export function spanOf(cell: TableCell): { rows: number; cols: number } {
  return { rows: count(cell.row), cols: count(cell.col) };
}

/** An unmerged visible cell: the only kind a merge may swallow. */
export function isPlainCell(cell: TableCell | undefined): cell is TableCell {
  if (!cell || cell.hide) return false;
  const { rows, cols } = spanOf(cell);
  return rows === 1 && cols === 1;
}

export const gridWidth = (grid: Grid) => grid.reduce((widest, cells) => Math.max(widest, cells.length), 0);

/** The visible cell covering position (r, c): itself when visible, else the merged cell that swallowed it. */
export function anchorOf(grid: Grid, r: number, c: number): [number, number] | undefined {
  const cell = grid[r]?.[c];
  if (!cell) return undefined;
  if (!cell.hide) return [r, c];
  for (let i = r; i >= 0; i -= 1) {
    for (let j = c; j >= 0; j -= 1) {
      const candidate = grid[i]?.[j];
      if (!candidate || candidate.hide) continue;
      const { rows, cols } = spanOf(candidate);
      if (i + rows > r && j + cols > c) return [i, j];
    }
  }
  return undefined;
}

const visibleAt = (grid: Grid, r: number, c: number) => {
  const cell = grid[r]?.[c];
  return cell && !cell.hide ? cell : undefined;
};

/** 合并右侧单元格: only when every cell right of this one (over all its rows) is an unmerged visible cell. */
export function canMergeRight(grid: Grid, r: number, c: number): boolean {
  const cell = visibleAt(grid, r, c);
  if (!cell) return false;
  const { rows, cols } = spanOf(cell);
  for (let i = 0; i < rows; i += 1) if (!isPlainCell(grid[r + i]?.[c + cols])) return false;
  return true;
}

/** 合并下方单元格: only when every cell below this one (over all its columns) is an unmerged visible cell. */
export function canMergeDown(grid: Grid, r: number, c: number): boolean {
  const cell = visibleAt(grid, r, c);
  if (!cell) return false;
  const { rows, cols } = spanOf(cell);
  for (let j = 0; j < cols; j += 1) if (!isPlainCell(grid[r + rows]?.[c + j])) return false;
  return true;
}

/** 拆分单元格: only for a merged cell. */
export function canSplit(grid: Grid, r: number, c: number): boolean {
  const cell = visibleAt(grid, r, c);
  if (!cell) return false;
  const { rows, cols } = spanOf(cell);
  return rows > 1 || cols > 1;
}

/**
 * 删除行: when another row remains and no merged cell reaches across the row's edges (split it
 * first); cells merged sideways within the row go with it.
 */
export function canDeleteRow(grid: Grid, r: number): boolean {
  if (grid.length < 2 || !grid[r]) return false;
  return grid[r].every((_, c) => {
    const anchor = anchorOf(grid, r, c);
    if (!anchor) return true;
    return anchor[0] === r && spanOf(grid[anchor[0]][anchor[1]]).rows === 1;
  });
}

/** 删除列: when another column remains and no merged cell reaches across the column's edges. */
export function canDeleteColumn(grid: Grid, c: number): boolean {
  if (gridWidth(grid) < 2 || c < 0 || c >= gridWidth(grid)) return false;
  return grid.every((cells, r) => {
    if (!cells[c]) return true;
    const anchor = anchorOf(grid, r, c);
    if (!anchor) return true;
    return anchor[1] === c && spanOf(grid[anchor[0]][anchor[1]]).cols === 1;
  });
}

/** What the context menu of the visible cell (r, c) offers; appending is always possible. */
export function cellMenuAvailability(grid: Grid, r: number, c: number) {
  return {
    mergeRight: canMergeRight(grid, r, c),
    mergeDown: canMergeDown(grid, r, c),
    split: canSplit(grid, r, c),
    appendRow: true,
    deleteRow: canDeleteRow(grid, r),
    appendColumn: true,
    deleteColumn: canDeleteColumn(grid, c),
  };
}

export type CellAction = keyof ReturnType<typeof cellMenuAvailability>;
