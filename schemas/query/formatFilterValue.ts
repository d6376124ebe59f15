/** How a search input sends its text (seed 002's JInput types). */
export type SearchMatch = 'eq' | 'like' | 'ne' | 'ge' | 'le';

/**
 * The value a search input sends for what the user typed: like `*v*`, ne `!v`, ge `>=v`, le `<=v`,
 * eq unchanged. Empty input sends nothing (undefined), so the field is not filtered at all.
 */
export function formatFilterValue(params: { value: string; match?: SearchMatch; trim?: boolean }): string | undefined {
  const value = params.trim ? params.value.trim() : params.value;
  if (value.trim() === '') return undefined;
  switch (params.match ?? 'eq') {
    case 'like':
      return `*${value}*`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
    case 'eq':
      return value;
  }
}
