import type { SuperQuery, SuperQueryCondition, SuperQueryRule } from '../../../schemas/adapter.ts';
import { ruleLabels } from './messages.ts';
import type { QueryField } from './queryFields.ts';

export const RULES = Object.keys(ruleLabels) as SuperQueryRule[];

/** One line of the builder as the user edits it; `in` holds several values. */
export interface ConditionLine {
  key: string;
  field?: string;
  rule: SuperQueryRule;
  val: string | string[];
}

let lineCounter = 0;
export const blankLine = (): ConditionLine => ({ key: `line-${++lineCounter}`, rule: 'eq', val: '' });

const hasValue = (val: string | string[]) => (Array.isArray(val) ? val.some((v) => v !== '') : val.trim() !== '');
const isComplete = (line: ConditionLine) => Boolean(line.field) && Boolean(line.rule) && hasValue(line.val);

/** Seed 002 section 5: no lines, or one line lacking its field, rule or value, is an empty query. */
export function isEmptyQuery(lines: readonly ConditionLine[]): boolean {
  return lines.length === 0 || (lines.length === 1 && !isComplete(lines[0]));
}

/**
 * A new rule for a line. Leaving `in` keeps only the first value (seed 002 section 4); going to `in`
 * turns the single value into a list of one.
 */
export function changeRule(line: ConditionLine, rule: SuperQueryRule): ConditionLine {
  if (rule === 'in') return { ...line, rule, val: Array.isArray(line.val) ? line.val : line.val === '' ? [] : [line.val] };
  return { ...line, rule, val: Array.isArray(line.val) ? (line.val[0] ?? '') : line.val };
}

/** A new field for a line: the value belongs to the old field, so it is cleared. */
export function changeField(line: ConditionLine, field: string): ConditionLine {
  return { ...line, field, val: line.rule === 'in' ? [] : '' };
}

/** The lines as the query the list sends: complete lines only, lists joined with `,`. */
export function toSuperQuery(lines: readonly ConditionLine[], matchType: SuperQuery['matchType'], fields: readonly QueryField[]): SuperQuery {
  const conditions = lines.filter(isComplete).map((line): SuperQueryCondition => {
    const field = fields.find((f) => f.field === line.field);
    const condition: SuperQueryCondition = {
      field: line.field ?? '',
      rule: line.rule,
      val: Array.isArray(line.val) ? line.val.filter((v) => v !== '').join(',') : line.val.trim(),
      type: field?.type ?? 'string',
    };
    if (field?.dbType) condition.dbType = field.dbType;
    return condition;
  });
  return { matchType, conditions };
}

/** A query (active or saved) as editable lines; an empty query opens as one blank line. */
export function toLines(query: Pick<SuperQuery, 'conditions'> | undefined): ConditionLine[] {
  const conditions = query?.conditions ?? [];
  if (conditions.length === 0) return [blankLine()];
  return conditions.map((c) => ({ ...blankLine(), field: c.field, rule: c.rule, val: c.rule === 'in' ? c.val.split(',').filter(Boolean) : c.val }));
}
