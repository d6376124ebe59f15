import { paramText } from '../../schemas/query/scalar.ts';
import { idList } from './batchIds.ts';
import { ApiError } from './envelope.ts';
import { fill, msg } from './messages.ts';

/**
 * The parameter reading every module's routes share: one required id (or other key) of a query or
 * body, one required id list, and a refusal that names its field.
 */

/** A required parameter as text, trimmed (a repeated one counts by its first value); refused by name when missing. */
export function requiredId(source: Record<string, unknown>, key = 'id'): string {
  const id = paramText(source[key]).trim();
  if (!id) throw new ApiError(fill(msg.paramMissing, { name: key }));
  return id;
}

/** A required id list (`a,b` or an array, http/batchIds.ts); refused when it names none. */
export function requiredIds(source: Record<string, unknown>, key = 'ids'): string[] {
  const ids = idList(source[key]);
  if (ids.length === 0) throw new ApiError(fill(msg.paramMissing, { name: key }));
  return ids;
}

/** A refusal that also names the field (`result` is `{field: message}`), so a form can mark it. */
export function refuse(field: string, message: string): never {
  throw new ApiError(message, 200, 500, { [field]: message });
}
