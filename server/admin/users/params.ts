import { text } from '../../http/body.ts';
import { ApiError } from '../../http/envelope.ts';
import { fill, msg } from '../../http/messages.ts';
import { idList } from '../../http/batchIds.ts';

// One reading of id lists for every module (http/batchIds.ts).
export { idList };

export function requiredId(source: Record<string, unknown>, key = 'id'): string {
  const id = text(source, key, 64);
  if (!id) throw new ApiError(key === 'id' ? msg.idMissing : fill(msg.paramMissing, { name: key }));
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
