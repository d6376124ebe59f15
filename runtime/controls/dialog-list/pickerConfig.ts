import type { Control } from '../../../schemas/types.ts';
import { controlMessages } from '../messages.ts';
import { readFlag, readNumber, readText } from '../shared/read.ts';
import type { PickerKind } from './pickerValue.ts';

/** One column of a picker table, from the control's `colConf`. */
export interface PickerColumn {
  label: string;
  property: string;
  width: number;
}

/** Seed 001 §5: a column without a width is 150 wide. */
export const DEFAULT_COLUMN_WIDTH = 150;
/** Seed 001 §5: the picker's height is 100-1500; 500 unless given. */
export const HEIGHT_RANGE = { min: 100, max: 1500, fallback: 500 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function widthOf(value: unknown): number {
  const width = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(width) && width > 0 ? width : DEFAULT_COLUMN_WIDTH;
}

/**
 * The shown columns (show !== false) in `index` order, width 150 unless given. `colConf` is the
 * JSON string the older designer saved, or the list itself; undefined when it is neither.
 * Entries without a property are left out (the designer refuses them: 字段和属性不能为空,请检查).
 */
export function pickerColumns(colConf: unknown): PickerColumn[] | undefined {
  let parsed: unknown = colConf;
  if (colConf === undefined || colConf === null || (typeof colConf === 'string' && colConf.trim() === '')) return [];
  if (typeof colConf === 'string') {
    try {
      parsed = JSON.parse(colConf);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(parsed)) return undefined;
  return parsed
    .filter(isRecord)
    .filter((c) => c.show !== false && c.show !== 'false' && typeof c.property === 'string' && c.property.trim() !== '')
    .map((c, position) => ({ c, position }))
    .sort((a, b) => Number(a.c.index ?? a.position) - Number(b.c.index ?? b.position) || a.position - b.position)
    .map(({ c }) => ({
      label: typeof c.label === 'string' && c.label ? c.label : String(c.property),
      property: String(c.property),
      width: widthOf(c.width),
    }));
}

export interface PickerConfig {
  kind: PickerKind;
  title: string;
  multi: boolean;
  showIndex: boolean;
  action: string;
  /** Height of the list or tree in the dialog, 100-1500. */
  height: number;
  /** The row key stored in the value. */
  dval: string;
  /** The row key shown in the input. */
  dlabel: string;
  width: number | string;
  /** userList only: the user-by-department variant, with the department tree beside the list (seed 002 §2). */
  byDepart: boolean;
}

// Seed 001: department picker 500 wide, user picker 1250; the older dialog list used 60%.
const WIDTHS: Record<PickerKind, number | string> = { dialogList: '60%', userDept: 500, userList: 1250 };
const TITLES: Record<PickerKind, string> = { dialogList: controlMessages.pickerPlaceholder, userDept: controlMessages.pickDept, userList: controlMessages.pickUser };
const KEYS: Record<PickerKind, { dval: string; dlabel: string }> = {
  dialogList: { dval: 'id', dlabel: 'name' },
  userList: { dval: 'username', dlabel: 'realname' },
  userDept: { dval: 'id', dlabel: 'departName' },
};

export const pickerKind = (compType: string): PickerKind => (compType === 'userList' || compType === 'userDept' ? compType : 'dialogList');

/** A height within 100-1500 (a saved form may hold anything). */
export function clampHeight(height: number | undefined): number {
  if (height === undefined || !Number.isFinite(height)) return HEIGHT_RANGE.fallback;
  return Math.min(HEIGHT_RANGE.max, Math.max(HEIGHT_RANGE.min, height));
}

export function pickerConfig(control: Control): PickerConfig {
  const kind = pickerKind(control.compType);
  return {
    kind,
    title: readText(control, 'title') || TITLES[kind],
    multi: readFlag(control, 'multi'),
    showIndex: readFlag(control, 'showIndex'),
    action: readText(control, 'action'),
    height: clampHeight(readNumber(control, 'height')),
    dval: readText(control, 'dval') || KEYS[kind].dval,
    dlabel: readText(control, 'dlabel') || KEYS[kind].dlabel,
    width: WIDTHS[kind],
    byDepart: kind === 'userList' && readFlag(control, 'byDepart'),
  };
}
