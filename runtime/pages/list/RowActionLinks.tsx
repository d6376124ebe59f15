import { Divider, Popconfirm } from 'antd';
import { Fragment, useState } from 'react';
import type { PageAction } from '../../../schemas/types.ts';
import { listMessages as m } from './messages.ts';
import { CUSTOM_ACTIONS } from '../actions/useCustomActions.tsx';

const LABELS: Partial<Record<PageAction['action'], string>> = {
  edit: m.edit,
  detail: m.detail,
  delete: m.delete,
  workflow: m.workflow,
  link: m.link,
  preview: m.preview,
};

/** The link text of a row action, or undefined for one rows do not show. */
export function rowActionLabel(action: PageAction): string | undefined {
  if (CUSTOM_ACTIONS.has(action.action)) return action.label;
  return LABELS[action.action] ? (action.label ?? LABELS[action.action]) : undefined;
}

export interface RowActionLinksProps {
  /** The actions shown for this row (permission and `when` already checked). */
  actions: readonly PageAction[];
  onAction: (action: PageAction) => void;
}

/**
 * The delete link, which asks 确定删除吗? first. Its pop-up is made on the first click, not with the
 * row: a page of a hundred rows would otherwise build a hundred pop-ups nobody opens.
 */
function DeleteLink({ label, onConfirm }: { label: string | undefined; onConfirm: () => void }) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) return <a onClick={() => setOpen(true)}>{label}</a>;
  return (
    <Popconfirm title={m.deleteConfirm} okText={m.ok} cancelText={m.cancel} open={open} onOpenChange={setOpen} onConfirm={onConfirm}>
      <a>{label}</a>
    </Popconfirm>
  );
}

/** A row's action links; delete asks 确定删除吗? first. */
export function RowActionLinks({ actions, onAction }: RowActionLinksProps) {
  const shown = actions.filter((a) => rowActionLabel(a) !== undefined);
  return (
    <>
      {shown.map((action, i) => {
        const label = rowActionLabel(action);
        const link = action.action === 'delete' ? <DeleteLink label={label} onConfirm={() => onAction(action)} /> : <a onClick={() => onAction(action)}>{label}</a>;
        return (
          <Fragment key={`${action.action}-${i}`}>
            {i > 0 && <Divider type="vertical" />}
            {link}
          </Fragment>
        );
      })}
    </>
  );
}
