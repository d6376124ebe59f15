import { Tag } from 'antd';
import { priorityView } from './priority';

export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const view = priorityView(priority);
  return view === null ? null : <Tag color={view.color}>{view.label}</Tag>;
}
