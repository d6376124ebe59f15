import { createContext, lazy, type ComponentType } from 'react';
import type { Row } from '../../../schemas/adapter.ts';
import type { PageAction } from '../../../schemas/types.ts';
import { createNamedRegistry, type NamedRegistry } from '../../core/namedRegistry.ts';

/** What a registered action dialog receives when a `dialog` action opens it. */
export interface ActionDialogProps {
  action: PageAction;
  /** The row it was opened on; none from the toolbar. */
  row?: Row;
  /** `action.args` with their `{field}` placeholders filled from the row. */
  args: Record<string, unknown>;
  /** After a change the list should show: it loads again. */
  onDone: () => void;
  onClose: () => void;
}

export type ActionDialog = ComponentType<ActionDialogProps>;

/** Action dialogs by name. Integrators add theirs with `register`, or provide their own registry. */
export type ActionDialogRegistry = NamedRegistry<ActionDialog>;

export function createActionDialogRegistry(entries: Record<string, ActionDialog>): ActionDialogRegistry {
  return createNamedRegistry('action dialog', Object.entries(entries));
}

/** The dialogs the runtime brings: the permission tree (role, department and department-role grants). */
export function builtInActionDialogs(): Record<string, ActionDialog> {
  return {
    permissionTree: lazy(() => import('./PermissionTreeDialog.tsx').then((m) => ({ default: m.PermissionTreeDialog }))),
    dataRules: lazy(() => import('./DataRuleDialog.tsx').then((m) => ({ default: m.DataRuleDialog }))),
  };
}

export const ActionDialogContext = createContext<ActionDialogRegistry>(createActionDialogRegistry(builtInActionDialogs()));
