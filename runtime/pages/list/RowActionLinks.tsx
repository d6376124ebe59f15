import { Divider, Popconfirm } from 'antd';
import { Fragment } from 'react';
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

/** A row's action links; delete asks 确定删除吗? first. */
export function RowActionLinks({ actions, onAction }: RowActionLinksProps) {
  const shown = actions.filter((a) => rowActionLabel(a) !== undefined);
  return (
    <>
      {shown.map((action, i) => {
        const label = rowActionLabel(action);
        const link =
          action.action === 'delete' ? (
            <Popconfirm title={m.deleteConfirm} okText={m.ok} cancelText={m.cancel} onConfirm={() => onAction(action)}>
              <a>{label}</a>
            </Popconfirm>
          ) : (
            <a onClick={() => onAction(action)}>{label}</a>
          );
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
