import { ApiError } from '../http/envelope.ts';
import { fill } from '../http/messages.ts';
import { categoryColumn } from './columns.ts';
import { categoryMsg } from './messages.ts';
import type { SysCategoryTable } from './tables.ts';

/** Equality filters on declared columns, as loadTreeData's `condition` asks for them. */
export type CategoryCondition = Partial<Record<keyof SysCategoryTable, string>>;

/**
 * `condition` of loadTreeData: a JSON object of `field: value` pairs, each an equality on a declared
 * column (api-contract: `and ${key} = #{value}` on the platform, where the key went into the SQL as
 * written; here it must be one of the category columns). Empty means no filter.
 */
export function parseCondition(text: string): CategoryCondition {
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(categoryMsg.conditionNotJson);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(categoryMsg.conditionNotJson);
  const condition: CategoryCondition = {};
  for (const [key, value] of Object.entries(parsed)) {
    const column = categoryColumn(key);
    if (!column) throw new ApiError(fill(categoryMsg.conditionUnknownField, { field: key }));
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw new ApiError(fill(categoryMsg.conditionBadValue, { field: key }));
    }
    condition[column] = String(value);
  }
  return condition;
}
