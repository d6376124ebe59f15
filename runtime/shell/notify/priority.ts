import { notifyMessages } from './messages';

const COLORS: Readonly<Record<string, string>> = { L: 'blue', M: 'orange', H: 'red' };

export interface PriorityView {
  label: string;
  color: string;
}

/** L 一般, M 重要, H 紧急 (seed 000 sections 2.8 and 3); another code is shown as it came, uncoloured. */
export function priorityView(priority: string | null | undefined): PriorityView | null {
  if (priority === null || priority === undefined || priority === '') return null;
  return { label: notifyMessages.priority[priority] ?? priority, color: COLORS[priority] ?? 'default' };
}
