import type { Control } from '../../schemas/types.ts';
import { propertyMessages as m } from './messages.ts';

/** One column of a dialog-list, user or department picker (seed 001 "Dialog-list ... components"). */
export interface ColumnEntry {
  index: number;
  label: string;
  property: string;
  width: number;
  show: boolean;
}

type RawColumn = Record<string, unknown>;

export const DEFAULT_COLUMN_WIDTH = 150;

const isRecord = (value: unknown): value is RawColumn => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored columns of `colConf`, which old forms keep as a JSON string and newer ones may keep as
 * an array. Undefined when it is neither (text that is not a JSON array): the panel then refuses to
 * edit it rather than overwrite what the user wrote.
 */
function rawColumns(control: Control): RawColumn[] | undefined {
  let raw: unknown = control.colConf;
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(raw) ? raw.filter(isRecord) : undefined;
}

function toEntry(raw: RawColumn, i: number): ColumnEntry {
  const width = Number(raw.width);
  return {
    index: typeof raw.index === 'number' ? raw.index : i,
    label: typeof raw.label === 'string' ? raw.label : String(raw.label ?? ''),
    property: typeof raw.property === 'string' ? raw.property : String(raw.property ?? ''),
    width: Number.isFinite(width) && width > 0 ? width : DEFAULT_COLUMN_WIDTH,
    show: raw.show !== false,
  };
}

/** The columns as the panel lists them; undefined when colConf cannot be read. */
export function readColConf(control: Control): ColumnEntry[] | undefined {
  return rawColumns(control)?.map(toEntry);
}

/**
 * The patch storing `columns` the way the control already stores them: a JSON string (as the older
 * designer does) unless it holds an array. Keys of a column the panel does not know are kept.
 */
function write(control: Control, columns: RawColumn[]): Partial<Control> {
  return { colConf: Array.isArray(control.colConf) ? columns : JSON.stringify(columns) };
}

/** Why a new column is refused (seed 001 §5): label and property required, property unique. */
export function columnProblem(columns: ColumnEntry[], entry: Pick<ColumnEntry, 'label' | 'property'>): string {
  if (entry.label.trim() === '' || entry.property.trim() === '') return m.colRequired;
  if (columns.some((c) => c.property === entry.property.trim())) return m.colPropertyExists;
  return '';
}

export type ColumnResult = { patch: Partial<Control> } | { error: string };

/** Appends a column (width 150 unless given, shown unless said), or says why not. */
export function addColumn(control: Control, entry: { label: string; property: string; width?: number | null; show?: boolean }): ColumnResult {
  const raw = rawColumns(control);
  if (!raw) return { error: m.colConfInvalid };
  const columns = raw.map(toEntry);
  const problem = columnProblem(columns, entry);
  if (problem) return { error: problem };
  const index = columns.reduce((max, c) => Math.max(max, c.index + 1), 0);
  const width = entry.width && entry.width > 0 ? entry.width : DEFAULT_COLUMN_WIDTH;
  const added = { index, label: entry.label.trim(), property: entry.property.trim(), width, show: entry.show !== false };
  return { patch: write(control, [...raw, added]) };
}

/** Changes the width or visibility of column `i`. */
export function updateColumn(control: Control, i: number, change: Partial<Pick<ColumnEntry, 'width' | 'show'>>): ColumnResult {
  const raw = rawColumns(control);
  if (!raw) return { error: m.colConfInvalid };
  return { patch: write(control, raw.map((c, at) => (at === i ? { ...c, ...change } : c))) };
}

export function removeColumn(control: Control, i: number): ColumnResult {
  const raw = rawColumns(control);
  if (!raw) return { error: m.colConfInvalid };
  return { patch: write(control, raw.filter((_, at) => at !== i)) };
}
