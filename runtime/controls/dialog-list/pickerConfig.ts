import type { Control } from '../../../schemas/types.ts';
import { readFlag, readNumber, readText } from '../shared/read.ts';

/** One column of a picker table, from the control's `colConf` JSON string. */
export interface PickerColumn {
  label: string;
  property: string;
  width: number;
}

export type Row = Record<string, unknown>;

/** The dialog-list separator (seed 001 section 9): several choices are joined with ';'. */
export const PICK_SEPARATOR = ';';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shown columns (show !== false) in `index` order, width 150 unless given; undefined when colConf is not JSON. */
export function pickerColumns(colConf: unknown): PickerColumn[] | undefined {
  if (typeof colConf !== 'string' || colConf.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(colConf);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  return parsed
    .filter(isRecord)
    .filter((c) => c.show !== false && typeof c.property === 'string' && c.property)
    .sort((a, b) => Number(a.index ?? 0) - Number(b.index ?? 0))
    .map((c) => ({
      label: typeof c.label === 'string' ? c.label : String(c.property),
      property: String(c.property),
      width: typeof c.width === 'number' && c.width > 0 ? c.width : Number(c.width) > 0 ? Number(c.width) : 150,
    }));
}

export interface PickerConfig {
  title: string;
  multi: boolean;
  showIndex: boolean;
  action: string;
  height: number;
  /** The row key stored in the value. */
  dval: string;
  /** The row key shown in the input. */
  dlabel: string;
  width: number | string;
}

// Seed 001: department picker 500 wide, user picker 1250; the older dialog list used 60%.
const WIDTHS: Record<string, number | string> = { userDept: 500, userList: 1250 };

export function pickerConfig(control: Control): PickerConfig {
  return {
    title: readText(control, 'title'),
    multi: readFlag(control, 'multi'),
    showIndex: readFlag(control, 'showIndex'),
    action: readText(control, 'action'),
    height: readNumber(control, 'height', 500),
    dval: readText(control, 'dval', 'id'),
    dlabel: readText(control, 'dlabel', 'name'),
    width: WIDTHS[control.compType] ?? '60%',
  };
}

export const keyOf = (row: Row, dval: string) => String(row[dval] ?? '');

/** The chosen keys of a stored value. */
export function chosenKeys(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(PICK_SEPARATOR)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** What the input shows for a value: each key's `dlabel` where the rows know it, else the key. */
export function labelOf(value: unknown, rows: Row[], config: Pick<PickerConfig, 'dval' | 'dlabel'>): string {
  return chosenKeys(value)
    .map((key) => {
      const row = rows.find((r) => keyOf(r, config.dval) === key);
      return row ? String(row[config.dlabel] ?? key) : key;
    })
    .join(PICK_SEPARATOR);
}
