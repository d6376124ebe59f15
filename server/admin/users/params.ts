import { text } from '../../http/body.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';

export const MAX_BATCH = 1000;

/** Comma separated ids (an array is accepted too), trimmed, without repeats. */
export function idList(value: unknown, max = MAX_BATCH): string[] {
  const parts = Array.isArray(value) ? value.map(String)
    : typeof value === 'string' ? value.split(',')
    : typeof value === 'number' ? [String(value)] : [];
  const ids = [...new Set(parts.map((part) => part.trim().slice(0, 64)).filter(Boolean))];
  if (ids.length > max) throw new ApiError(fill(msg.tooManyIds, { max }));
  return ids;
}

export function requiredId(source: Record<string, unknown>, key = 'id'): string {
  const id = text(source, key, 64);
  if (!id) throw new ApiError(key === 'id' ? msg.idMissing : `缺少参数：${key}`);
  return id;
}

export function requiredIds(source: Record<string, unknown>, key = 'ids'): string[] {
  const ids = idList(source[key]);
  if (ids.length === 0) throw new ApiError(msg.idsMissing);
  return ids;
}

/** A refusal that also names the field, so a form can mark it. */
export function refuse(field: string, message: string): never {
  throw new ApiError(message, 200, 500, { [field]: message });
}
