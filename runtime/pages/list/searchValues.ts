import dayjs, { type Dayjs } from 'dayjs';
import { BEGIN_SUFFIX, END_SUFFIX } from '../../../schemas/query/filterKeys.ts';
import { formatFilterValue } from '../../../schemas/query/formatFilterValue.ts';
import type { SearchField } from '../../../schemas/types.ts';

const DATE_FORMAT = 'YYYY-MM-DD';

const dateText = (value: unknown): string | undefined =>
  dayjs.isDayjs(value) ? (value as Dayjs).format(DATE_FORMAT) : typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The filters a search form sends (seed 002's list helper): text by its match type (`*v*`, `!v`,
 * `>=v`, `<=v`), trimmed when asked; a select's or tree's value (several joined with `,`); a date as
 * `yyyy-MM-dd`; a date range as `<field>_begin` / `<field>_end`; a number as it is. Empty fields
 * send nothing.
 */
export function searchFilters(fields: readonly SearchField[], values: Record<string, unknown>): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.field];
    if (value === undefined || value === null || value === '') continue;
    switch (field.component ?? 'input') {
      case 'dateRange': {
        const [begin, end] = Array.isArray(value) ? value.map(dateText) : [];
        if (begin) filters[`${field.field}${BEGIN_SUFFIX}`] = begin;
        if (end) filters[`${field.field}${END_SUFFIX}`] = end;
        break;
      }
      case 'date': {
        const text = dateText(value);
        if (text) filters[field.field] = text;
        break;
      }
      case 'tree':
      case 'select': {
        const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
        if (text !== '') filters[field.field] = text;
        break;
      }
      case 'number':
      case 'input': {
        const text = formatFilterValue({ value: String(value), match: field.match, trim: field.trim });
        if (text !== undefined) filters[field.field] = text;
        break;
      }
    }
  }
  return filters;
}
