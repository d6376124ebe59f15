import type { FieldModel } from './model.ts';

// Excel counts days from 1899-12-30; 25,569 of them fall before 1970-01-01.
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;

/** Excel keeps dates without a zone; both readers hand them over as UTC, so read them so. */
function utcText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

function fromSerial(serial: number): Date | undefined {
  if (serial <= 0 || serial >= 2_958_466) return undefined;
  return new Date(Math.round((serial - EXCEL_EPOCH_DAYS) * DAY_MS));
}

function asDate(field: FieldModel, cell: unknown): Date | undefined {
  if (cell instanceof Date) return cell;
  if (typeof cell === 'number' && (field.type === 'date' || field.type === 'datetime')) return fromSerial(cell);
  return undefined;
}

/**
 * A spreadsheet cell as a field value: dates (as Date objects or day serials, which .xls files
 * hold) become the field's text form; everything else goes to the usual checks unchanged.
 */
export function cellValue(field: FieldModel, cell: unknown): unknown {
  const date = asDate(field, cell);
  if (date && !Number.isNaN(date.getTime())) {
    const text = utcText(date);
    if (field.type === 'date') return text.slice(0, 10);
    if (field.type === 'datetime') return text;
    return text.endsWith(' 00:00:00') ? text.slice(0, 10) : text;
  }
  if (typeof cell === 'boolean' && field.type !== 'boolean') return String(cell);
  return cell;
}
