import { Alert, App, Drawer, Modal } from 'antd';
import { Suspense, useContext, useState, type ReactNode } from 'react';
import type { Row } from '../../../schemas/adapter.ts';
import type { ListBody, PageAction } from '../../../schemas/types.ts';
import { useRuntime } from '../../react/RuntimeContext.tsx';
import { ActionDialogContext } from './actionDialogs.ts';
import { ActionFormDialog } from './ActionFormDialog.tsx';
import { actionMessages as m } from './messages.ts';
import { fillTemplate, requestOf, type TemplateScope } from './template.ts';
import { reportFailure } from '../../core/failures.ts';

/** The actions this hook runs; the list page runs the others itself. */
export const CUSTOM_ACTIONS = new Set<PageAction['action']>(['call', 'form', 'subList', 'dialog']);

const SUB_LIST_WIDTH = 900;

export interface CustomActionsParams {
  idField: string;
  /** The selected rows' ids, for toolbar actions that need a selection. */
  selected: readonly string[];
  /** The selected rows that are on the current page, by id. */
  rowOf: (id: string) => Row | undefined;
  reload: () => void;
  /** Renders a nested list (a subList action's) narrowed by fixed filters. */
  renderList: (list: ListBody, filters: Record<string, string>) => ReactNode;
  /**
   * What placeholders read besides the row: a nested list's fixed filters, so its own actions can
   * name what it is narrowed to (`{tenantId}` in the users of one tenant). The row's fields win.
   */
  context?: Record<string, string>;
}

type Open =
  | { kind: 'form'; action: PageAction; scope: TemplateScope }
  | { kind: 'subList'; action: PageAction; filters: Record<string, string> }
  | { kind: 'dialog'; action: PageAction; row?: Row; args: Record<string, unknown> };

/**
 * call, form, subList and dialog actions of a list's toolbar and rows. A row action reads `{field}`
 * from its row (and `{ids}` is the row's id); a toolbar action with `selection` needs selected rows
 * (请选择一条记录！ otherwise) and reads `{ids}` from them, comma-joined. In a nested list both also
 * read the list's fixed filters (`context`).
 */
export function useCustomActions({ idField, selected, rowOf, reload, renderList, context }: CustomActionsParams) {
  const { send } = useRuntime();
  const dialogs = useContext(ActionDialogContext);
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState<Open | null>(null);

  const scopeOf = (action: PageAction, row?: Row): TemplateScope | undefined => {
    if (row) return { ...context, ...row, ids: String(row[idField] ?? '') };
    const need = action.selection ?? 'none';
    if (need === 'none') return { ...context, ids: '' };
    if (selected.length === 0) {
      message.warning(m.selectOne);
      return undefined;
    }
    if (need === 'one' && selected.length > 1) {
      message.warning(m.selectOnlyOne);
      return undefined;
    }
    return { ...context, ...(need === 'one' ? rowOf(selected[0]) : {}), ids: selected.join(',') };
  };

  const call = async (action: PageAction, scope: TemplateScope) => {
    if (!action.call) return;
    try {
      const result = await send(requestOf(action.call, scope));
      message.success(result.message || m.done);
      reload();
    } catch (error) {
      reportFailure(message.warning, error, m.failed);
    }
  };

  const run = (action: PageAction, row?: Row) => {
    const scope = scopeOf(action, row);
    if (!scope) return;
    switch (action.action) {
      case 'call':
        if (!action.confirm) return void call(action, scope);
        modal.confirm({ title: m.confirmTitle, content: fillTemplate(action.confirm, scope) as string, okText: m.ok, cancelText: m.cancel, onOk: () => call(action, scope) });
        return;
      case 'form':
        return setOpen({ kind: 'form', action, scope });
      case 'subList':
        return setOpen({ kind: 'subList', action, filters: fillTemplate(action.filters ?? {}, scope) as Record<string, string> });
      case 'dialog':
        return setOpen({ kind: 'dialog', action, row, args: fillTemplate(action.args ?? {}, scope) as Record<string, unknown> });
    }
  };

  const close = () => setOpen(null);
  let element: ReactNode = null;
  if (open?.kind === 'form' && open.action.content && open.action.call) {
    // The form starts from its controls' defaults (添加下级 must not start as a copy of the parent);
    // the row reaches the request through the call's `{field}` placeholders.
    const { action, scope } = open;
    const actionCall = open.action.call;
    element = (
      <ActionFormDialog
        title={action.title ?? action.label ?? ''}
        width={action.width}
        content={action.content!}
        submit={(values) => send(requestOf(actionCall, { ...scope, ...values }, values))}
        onDone={reload}
        onClose={close}
      />
    );
  } else if (open?.kind === 'subList' && open.action.list) {
    element = (
      <Drawer open title={open.action.title ?? open.action.label} width={open.action.width ?? SUB_LIST_WIDTH} onClose={close} destroyOnHidden>
        {renderList(open.action.list, open.filters)}
      </Drawer>
    );
  } else if (open?.kind === 'dialog') {
    const Dialog = dialogs.get(open.action.dialog ?? '');
    element = Dialog ? (
      <Suspense fallback={null}>
        <Dialog action={open.action} row={open.row} args={open.args} onDone={reload} onClose={close} />
      </Suspense>
    ) : (
      <Modal open title={open.action.label} footer={null} onCancel={close}>
        <Alert type="warning" showIcon message={m.unknownDialog(open.action.dialog ?? '')} />
      </Modal>
    );
  }
  return { run, element };
}
