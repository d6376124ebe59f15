import type { SuperQueryRule } from '../../schemas/adapter.ts';
import { splitList } from './parseFilterValue.ts';

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function text(cell: unknown): string {
  return typeof cell === 'string' ? cell : String(cell);
}

/**
 * Orders a cell against an operand as the database would: numbers numerically when the cell holds
 * a number (or a boolean, stored as 0/1), everything else by code point, as a binary collation does.
 */
export function compareCell(cell: unknown, operand: string): number {
  const trimmed = operand.trim();
  if ((typeof cell === 'number' || typeof cell === 'boolean') && NUMERIC.test(trimmed)) {
    return Number(cell) - Number(trimmed);
  }
  const a = text(cell);
  return a < operand ? -1 : a > operand ? 1 : 0;
}

function equals(cell: unknown, operand: string): boolean {
  return compareCell(cell, operand) === 0;
}

/**
 * Whether a cell passes one rule. A missing cell (null) passes none, not even `ne`, because SQL's
 * comparisons with NULL are never true and the memory adapter must answer what the server answers.
 */
export function matchesRule(cell: unknown, rule: SuperQueryRule, operand: string): boolean {
  if (cell === null || cell === undefined) return false;
  switch (rule) {
    case 'eq':
      return equals(cell, operand);
    case 'ne':
      return !equals(cell, operand);
    case 'like':
      return text(cell).includes(operand);
    // LEFT_LIKE is `%v`: the wildcard is on the left, so the value ends with v.
    case 'left_like':
      return text(cell).endsWith(operand);
    case 'right_like':
      return text(cell).startsWith(operand);
    case 'in':
      return splitList(operand).some((v) => equals(cell, v));
    case 'gt':
      return compareCell(cell, operand) > 0;
    case 'ge':
      return compareCell(cell, operand) >= 0;
    case 'lt':
      return compareCell(cell, operand) < 0;
    case 'le':
      return compareCell(cell, operand) <= 0;
  }
}
