import type { SuperQueryRule } from '../adapter.ts';
import type { EntityField } from '../types.ts';

/** A filter operand as the column holds it: text, or a number (integers, doubles, booleans as 0/1). */
export type Scalar = string | number;

/** The rules of the platform (QueryRuleEnum by condition name), in filter values and advanced queries alike. */
export type Rule = SuperQueryRule;

export type Comparison = '=' | '<>' | '>' | '>=' | '<' | '<=';
export type LikeMatch = 'contains' | 'startsWith' | 'endsWith';

/**
 * A list filter as plain JSON: parsed once from the request (parseFilters.ts), then compiled to SQL
 * by the server or evaluated over rows by the memory adapter. `field` is always a declared name.
 */
export type Filter =
  | { kind: 'compare'; field: string; op: Comparison; value: Scalar }
  | { kind: 'in'; field: string; values: Scalar[] }
  | { kind: 'like'; field: string; text: string; match: LikeMatch }
  /** The field holds no value (SQL `is null`): never parsed from request parameters; the server's rows of no tenant. */
  | { kind: 'missing'; field: string }
  | { kind: 'any'; filters: Filter[] }
  | { kind: 'all'; filters: Filter[] };

/** What parsing needs to know of a field: its name (the filter's) and its type (the operand's). */
export interface QueryField {
  name: string;
  type: EntityField['type'];
}

/** A field a list request may name, or undefined when it names none (the filter is then refused). */
export type FieldLookup = (name: string) => QueryField | undefined;
