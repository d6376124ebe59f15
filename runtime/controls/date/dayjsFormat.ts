import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import weekOfYear from 'dayjs/plugin/weekOfYear';

dayjs.extend(customParseFormat);
dayjs.extend(advancedFormat);
dayjs.extend(weekOfYear);

// Element (date-fns style) tokens that dayjs spells otherwise; the rest (MM, HH, mm, ss, A) agree.
const TOKENS: Record<string, string> = { yyyy: 'YYYY', yy: 'YY', dd: 'DD', d: 'D', WW: 'ww', W: 'w' };

/** The designer's `yyyy-MM-dd` style format as dayjs tokens (`YYYY-MM-DD`). */
export function toDayjsFormat(format: string): string {
  return format.replace(/yyyy|yy|dd|d|WW|W/g, (token) => TOKENS[token]);
}

/**
 * How a picked date is stored, from `value-format`: 'timestamp' → milliseconds; a format → that
 * text; none → the display format's text (Element would give a Date, which JSON cannot keep).
 */
export interface ValueCodec {
  parse(value: unknown): Dayjs | null;
  format(date: Dayjs): string | number;
}

export function valueCodec(valueFormat: string, displayFormat: string): ValueCodec {
  const pattern = toDayjsFormat(valueFormat || displayFormat);
  return {
    parse(value) {
      if (typeof value === 'number') return dayjs(value);
      if (typeof value !== 'string' || value === '') return null;
      const strict = dayjs(value, pattern);
      if (strict.isValid()) return strict;
      const loose = dayjs(value);
      return loose.isValid() ? loose : null;
    },
    format: (date) => (valueFormat === 'timestamp' ? date.valueOf() : date.format(pattern)),
  };
}
