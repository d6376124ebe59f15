import type { Row } from '../../../schemas/adapter.ts';
import type { PageAction } from '../../../schemas/types.ts';
import { evaluate, parseExpression } from '../../core/expression.ts';
import { hasPermission, type PermissionLists } from '../../core/permissions.ts';

const parsed = new Map<string, ReturnType<typeof parseExpression> | null>();

/**
 * Whether a `when` expression holds for a row. A malformed expression hides the action: showing
 * an action its author meant to restrict is the worse mistake. Parsed once per text.
 */
export function whenHolds(when: string | undefined, row: Row): boolean {
  if (!when || !when.trim()) return true;
  if (!parsed.has(when)) {
    try {
      parsed.set(when, parseExpression(when));
    } catch {
      parsed.set(when, null);
    }
  }
  const expression = parsed.get(when);
  if (!expression) return false;
  try {
    return Boolean(evaluate(expression, row));
  } catch {
    return false;
  }
}

/** Seed 002 section 2: the flowable record page of a row's process, or undefined for rows without one. */
export function workflowUrl(row: Row, idField: string): string | undefined {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  if (!text(row.processInstanceId)) return undefined;
  const params = new URLSearchParams({
    procInsId: text(row.processInstanceId),
    deployId: text(row.deployId),
    taskId: text(row.taskId),
    businessKey: text(row[idField]),
    category: '01',
    finished: 'false',
  });
  return `/flowable/task/record/index?${params.toString()}`;
}

/** A link action's path with `{field}` replaced by the row's (encoded) values. */
export function linkTarget(to: string, row: Row): string {
  return to.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(row[field] ?? '')));
}

/** The actions shown for a row (or, without a row, in the toolbar): permitted, and `when` holds. */
export function visibleActions(actions: readonly PageAction[] | undefined, lists: PermissionLists, row?: Row, idField = 'id'): PageAction[] {
  return (actions ?? []).filter((action) => {
    if (!hasPermission(action.has, lists)) return false;
    if (!row) return true;
    if (action.action === 'workflow' && workflowUrl(row, idField) === undefined) return false;
    return whenHolds(action.when, row);
  });
}

/** Pixels per character of a link label (14px font, Chinese), per divider between links, and the cell's padding. */
const CHAR_PX = 14;
const DIVIDER_PX = 17;
const PADDING_PX = 34;
const WIDTH_RANGE = { min: 100, max: 420 } as const;

/**
 * The width of the row actions column, so its links stay on one line: the labels of the actions
 * any row may show (those shown only under a `when` are counted too, so it may be a little wide).
 */
export function actionsColumnWidth(labels: readonly string[]): number {
  if (labels.length === 0) return WIDTH_RANGE.min;
  const text = labels.reduce((sum, label) => sum + label.length * CHAR_PX, 0);
  const width = text + (labels.length - 1) * DIVIDER_PX + PADDING_PX;
  return Math.min(WIDTH_RANGE.max, Math.max(WIDTH_RANGE.min, width));
}
