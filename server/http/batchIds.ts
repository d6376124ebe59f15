import type { FastifyRequest } from 'fastify';
import { fields, queryOf } from './body.ts';
import { ApiError } from './envelope.ts';
import { fill, msg } from './messages.ts';

/** The most rows one batch request changes. */
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

/**
 * The ids of a batch delete: `ids` of the JSON body (text `a,b` or an array), else of the query
 * string, which the existing platform's clients send. A URL stops near 16 KB (about 600 ids), so a
 * larger batch can only come in the body.
 */
export function batchIds(request: FastifyRequest, max = MAX_BATCH): string[] {
  const inBody = fields(request.body).ids;
  const ids = idList(inBody ?? queryOf(request).ids, max);
  if (ids.length === 0) throw new ApiError(msg.idsMissing);
  return ids;
}
