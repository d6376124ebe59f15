import { coreMessages as m } from './messages.ts';

/** The label as a placeholder reads it: without the colon some labels end with. */
const bare = (label: string) => label.trim().replace(/[:：]$/, '').trim();

/**
 * The placeholder of a control that gives none of its own: the kind's generic default (请输入文本,
 * 请选择, 请选择日期) said with the control's label instead (请输入用户账号, 请选择性别), as the older
 * platform's forms do. Without a label, or for a default of another shape, the default stays.
 */
export function labelledPlaceholder(fallback: unknown, label: unknown): unknown {
  if (typeof fallback !== 'string' || typeof label !== 'string' || bare(label) === '') return fallback;
  if (fallback.startsWith('请输入')) return m.typePlaceholder(bare(label));
  if (fallback.startsWith('请选择')) return m.choosePlaceholder(bare(label));
  return fallback;
}
