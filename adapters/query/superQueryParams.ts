import type { SuperQuery, SuperQueryCondition } from '../../schemas/adapter.ts';
import { usableConditions } from './matchSuperQuery.ts';

/**
 * The `superQueryParams` / `superQueryMatchType` pair of a list request, or nothing when no condition
 * is usable. The conditions travel URI-encoded JSON, as JeecgListMixin sends them.
 */
export function superQueryParams(query: SuperQuery | undefined): Record<string, string> {
  if (!query) return {};
  const conditions = usableConditions(query.conditions);
  if (conditions.length === 0) return {};
  return {
    superQueryParams: encodeURIComponent(JSON.stringify(conditions)),
    superQueryMatchType: query.matchType,
  };
}

/** Reads the pair back (the server's side of superQueryParams); malformed JSON reads as no query. */
export function readSuperQueryParams(params: { superQueryParams?: string; superQueryMatchType?: string }): SuperQuery | undefined {
  if (!params.superQueryParams) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(params.superQueryParams));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const conditions = parsed.filter(
    (c): c is SuperQueryCondition => typeof c === 'object' && c !== null && typeof c.field === 'string' && typeof c.rule === 'string',
  );
  return { matchType: params.superQueryMatchType === 'or' ? 'or' : 'and', conditions };
}
