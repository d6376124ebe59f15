import { gridMessages } from './messages.ts';
import { patternOf } from './presets.ts';

/** A row of the table: its id (temporary for new rows) and one value per column key. */
export interface GridRow {
  id: string;
  [key: string]: unknown;
}

/** A custom rule: answers the message, or undefined when the value is fine; may be async (a server check). */
export type CellHandler = (value: unknown, row: GridRow) => string | undefined | Promise<string | undefined>;

/** One entry of a column's `validateRules` (seed 002 §3, §5). */
export interface CellRule {
  required?: boolean;
  /** Fails when two or more rows hold the same value in the column (the platform's `only`). */
  unique?: boolean;
  /** A preset name of presets.ts, or a regular expression. */
  pattern?: string;
  message?: string;
  handler?: CellHandler;
}

/** A column's rules compiled once: the sync part answers at once, the handlers may wait. */
export interface CompiledRules {
  /** Whether the column has any rule at all (a whole-table check skips it otherwise). */
  any: boolean;
  required: boolean;
  unique?: string;
  sync: (value: unknown) => string | undefined;
  handlers: CellHandler[];
}

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The rules of a column in their declared order. The first failing rule's message is the cell's
 * error; unique is checked by the store, which sees every row. A pattern that does not compile throws.
 */
export function compileRules(title: string, rules: readonly CellRule[] = []): CompiledRules {
  const steps: ((value: unknown) => string | undefined)[] = [];
  let required = false;
  let unique: string | undefined;
  const handlers: CellHandler[] = [];
  for (const rule of rules) {
    if (rule.required) {
      required = true;
      const message = rule.message ?? gridMessages.required(title);
      steps.push((value) => (isBlank(value) ? message : undefined));
    }
    if (rule.unique) unique = rule.message ?? gridMessages.unique(title);
    if (rule.pattern !== undefined) {
      const { pattern, preset } = patternOf(rule.pattern);
      const message = rule.message ?? (preset ? gridMessages.preset(title, preset.title) : gridMessages.pattern(title));
      // A blank cell is the required rule's business, not the pattern's.
      steps.push((value) => (isBlank(value) || pattern.test(String(value)) ? undefined : message));
    }
    if (rule.handler) handlers.push(rule.handler);
  }
  return {
    any: steps.length > 0 || unique !== undefined || handlers.length > 0,
    required,
    unique,
    handlers,
    sync: (value) => {
      for (const step of steps) {
        const message = step(value);
        if (message !== undefined) return message;
      }
      return undefined;
    },
  };
}
