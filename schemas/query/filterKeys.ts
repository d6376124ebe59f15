/** Suffixes of the range and multi-select filter keys (api-contract section 1, QueryGenerator step 2). */
export const BEGIN_SUFFIX = '_begin';
export const END_SUFFIX = '_end';
export const MULTI_SUFFIX = '_MultiString';

export type FilterKey =
  | { kind: 'begin'; field: string }
  | { kind: 'end'; field: string }
  | { kind: 'multi'; field: string }
  | { kind: 'plain'; field: string };

/** Which field a filter key is about and how (`age_begin` is a lower bound on `age`). */
export function readFilterKey(key: string): FilterKey {
  for (const [suffix, kind] of [
    [BEGIN_SUFFIX, 'begin'],
    [END_SUFFIX, 'end'],
    [MULTI_SUFFIX, 'multi'],
  ] as const) {
    if (key.length > suffix.length && key.endsWith(suffix)) return { kind, field: key.slice(0, -suffix.length) };
  }
  return { kind: 'plain', field: key };
}

/** Parameters that steer a list (paging, sort, columns, the advanced query) rather than filter it. */
export const RESERVED_PARAMS: ReadonlySet<string> = new Set([
  '_t', 'pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', 'selections', 'delFlag',
]);
