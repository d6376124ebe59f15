/**
 * The memory adapter's side of the list conventions: evaluating the filters that schemas/query
 * parses (the server compiles the same filters to SQL), sorting and paging rows.
 */
export { compareCell } from './compareCell.ts';
export { matchesFilter, matchesFilters } from './matchFilter.ts';
export { queryFieldsOf, rowFields, SYSTEM_QUERY_FIELDS } from './rowFields.ts';
export { sortRows } from './sortRows.ts';
export { pageOf } from './pageOf.ts';
