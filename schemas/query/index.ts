/**
 * The list-query conventions of the platform (QueryGenerator), one module for the server, the
 * adapters and the search bar: request parameters are parsed into a pure-JSON filter list
 * (filter.ts), which the server compiles to SQL and the memory adapter evaluates over rows.
 * The grammar and the decisions where the platform is ambiguous are tabled in grammar.ts.
 */
export type { Comparison, FieldLookup, Filter, LikeMatch, QueryField, Rule, Scalar } from './filter.ts';
export { readRule, type RuleValue } from './grammar.ts';
export { BEGIN_SUFFIX, END_SUFFIX, MULTI_SUFFIX, RESERVED_PARAMS, readFilterKey, type FilterKey } from './filterKeys.ts';
export { booleanText, filterScalar, paramText, splitList } from './scalar.ts';
export { FilterRefusal, filterMessages } from './messages.ts';
export { ruleFilter, typedOperand } from './ruleFilter.ts';
export { paramFilter, parseFilters, type FilterParams } from './parseFilters.ts';
export { rawConditions, readSuperQueryParams, ruleNamed, superQueryFilter, superQueryParams, usableConditions, type RawCondition } from './superQuery.ts';
export { formatFilterValue, type SearchMatch } from './formatFilterValue.ts';
