import type { QueryField, Scalar } from './filter.ts';

const INTEGER = /^[-+]?\d+$/;
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** The words a boolean is written with in a filter, a form or a spreadsheet cell: 1 or 0. */
const TRUE_WORDS: ReadonlySet<string> = new Set(['1', 'true', '是']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['0', 'false', '否']);

/** `1`, `true` or `是` as 1; `0`, `false` or `否` as 0; anything else undefined. */
export function booleanText(text: string): 0 | 1 | undefined {
  if (TRUE_WORDS.has(text)) return 1;
  if (FALSE_WORDS.has(text)) return 0;
  return undefined;
}

/**
 * A filter operand as the field's type holds it: integers and numbers as numbers, booleans as 0/1,
 * other types as the text. Undefined when the text cannot be one (the filter is then refused, as
 * the existing platform fails to convert it).
 */
export function filterScalar(type: QueryField['type'], text: string): Scalar | undefined {
  switch (type) {
    case 'integer': {
      const n = Number(text);
      return INTEGER.test(text) && Number.isSafeInteger(n) ? n : undefined;
    }
    case 'number':
      return NUMBER.test(text) ? Number(text) : undefined;
    case 'boolean':
      return booleanText(text);
    default:
      return text;
  }
}

/** `a, b,,c` as ['a', 'b', 'c']: the members of an `in` operand, empty ones dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** One value of a query parameter as text: a repeated parameter keeps its first value. */
export function paramText(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : typeof first === 'number' ? String(first) : '';
}
