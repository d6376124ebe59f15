const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const text = (cell: unknown): string => (typeof cell === 'string' ? cell : String(cell));

/**
 * Orders a cell against an operand as the database would: numerically when the cell holds a number
 * (or a boolean, stored as 0/1) and the operand is one, everything else by code unit, as a binary
 * collation does.
 */
export function compareCell(cell: unknown, operand: string | number): number {
  const numericCell = typeof cell === 'number' || typeof cell === 'boolean';
  if (typeof operand === 'number') {
    const n = numericCell ? Number(cell) : NUMERIC.test(text(cell).trim()) ? Number(cell) : NaN;
    return Number.isNaN(n) ? NaN : n - operand;
  }
  if (numericCell && NUMERIC.test(operand.trim())) return Number(cell) - Number(operand.trim());
  const a = numericCell && typeof cell === 'boolean' ? (cell ? '1' : '0') : text(cell);
  return a < operand ? -1 : a > operand ? 1 : 0;
}
