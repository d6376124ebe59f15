/** The platform's list-query conventions, shared by the memory adapter and the list page's search form. */
export { parseFilterValue, splitList, type ParsedFilter } from './parseFilterValue.ts';
export { formatFilterValue, type SearchMatch } from './formatFilterValue.ts';
export { BEGIN_SUFFIX, END_SUFFIX, MULTI_SUFFIX, readFilterKey, type FilterKey } from './filterKeys.ts';
export { compareCell, matchesRule } from './matchRule.ts';
export { matchesFilters } from './matchFilters.ts';
export { matchesSuperQuery, usableConditions } from './matchSuperQuery.ts';
export { sortRows } from './sortRows.ts';
export { readSuperQueryParams, superQueryParams } from './superQueryParams.ts';
export { pageOf } from './pageOf.ts';
