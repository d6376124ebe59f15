import type { FastifyRequest } from 'fastify';

/** The request body (or query) as a plain record; anything else reads as empty. */
export function fields(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A text field, trimmed; numbers are accepted as their text; anything else is ''. */
export function text(record: Record<string, unknown>, key: string, max = 500): string {
  const value = record[key];
  if (typeof value === 'string') return value.trim().slice(0, max);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const bodyOf = (request: FastifyRequest) => fields(request.body);
export const queryOf = (request: FastifyRequest) => fields(request.query);
