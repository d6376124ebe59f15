import { FilterRefusal, typedOperand, type LikeMatch, type Scalar } from '../../schemas/query/index.ts';
import { ApiError } from '../http/envelope.ts';
import { findField, type EntityModel, type FieldModel } from './model.ts';

// The filter language is shared with the adapters (schemas/query): parsed there, compiled to SQL here.
export type { Comparison, Filter, LikeMatch } from '../../schemas/query/index.ts';
export { paramText, splitList as list } from '../../schemas/query/index.ts';

/** A field a client may filter or sort on, by name or column; undefined otherwise. */
export function queryableField(entity: EntityModel, name: string): FieldModel | undefined {
  const field = findField(entity, name);
  return field?.queryable ? field : undefined;
}

/** A refusal of the shared grammar as the server's refusal (HTTP 200, success false, its message); other errors as they are. */
export function refusalOf(error: unknown): unknown {
  return error instanceof FilterRefusal ? new ApiError(error.message) : error;
}

/** The text as the field's type, or the refusal naming the field and the text. */
export function typed(field: FieldModel, text: string): Scalar {
  try {
    return typedOperand(field, text);
  } catch (error) {
    throw refusalOf(error);
  }
}

/** The LIKE pattern of a like filter, with `\`, `%` and `_` escaped (the SQL says ESCAPE '\'). */
export function likePattern(filter: { text: string; match: LikeMatch }): string {
  const text = filter.text.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (filter.match === 'startsWith') return `${text}%`;
  if (filter.match === 'endsWith') return `%${text}`;
  return `%${text}%`;
}
