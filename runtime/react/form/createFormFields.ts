import type { Form, FormPathPattern } from '@formily/core';
import { batch } from '@formily/reactive';
import type { Control } from '../../../schemas/types.ts';
import type { ControlRegistry } from '../../controls/registry.ts';
import { hasPermission, isDisabledByPermission, type PermissionLists } from '../../core/permissions.ts';
import { childLists } from './childLists.ts';
import { valueFieldProps, voidFieldProps } from './fieldProps.ts';
import type { Prepared } from './nodeTypes.ts';
import { preparedControl } from './prepareControl.ts';

export interface FormFieldsContext {
  registry: ControlRegistry;
  permissions: PermissionLists;
}

/**
 * Makes the Formily field of every control of the form before anything is rendered: each with the
 * address, rules, condition and pattern its node will ask for (fieldProps.ts), under the void field
 * of the row or table that holds it (a dynamic table is one field: its rows).
 * A long form mounts its controls a chunk at a time, and form.validate() and form.values must cover
 * the controls not mounted yet; when a node mounts, Formily hands it the field made here.
 *
 * Controls the user may not see (`has`) and controls that cannot be shown get no field, as when
 * they render. Layout kinds other than the built-in ones make their fields when they mount.
 */
export function createFormFields(form: Form, list: Control[], listPath: string, context: FormFieldsContext): void {
  batch(() => createList(form, list, listPath, undefined, context));
}

function createList(form: Form, list: Control[], listPath: string, basePath: FormPathPattern | undefined, context: FormFieldsContext) {
  list.forEach((raw, i) => createNode(form, raw, `${listPath}[${i}]`, basePath, context));
}

function prepared(raw: Control, path: string, context: FormFieldsContext) {
  if (!hasPermission(raw.has, context.permissions)) return undefined;
  try {
    const result = preparedControl(raw, path, context.registry);
    return result.ok ? { ...result, locked: isDisabledByPermission(raw.has, context.permissions) } : undefined;
  } catch {
    // A kind's own rules that throw: the node shows the failure where the control is.
    return undefined;
  }
}

function createNode(form: Form, raw: Control, path: string, basePath: FormPathPattern | undefined, context: FormFieldsContext) {
  const node = prepared(raw, path, context);
  if (!node) return;
  const { entry, locked } = node;
  if (entry.role === 'field') {
    form.createField({ ...valueFieldProps(node as Prepared<'field'>, locked), basePath });
  } else {
    const container = form.createVoidField({ ...voidFieldProps(node as Prepared<'display' | 'layout'>), basePath });
    if (entry.role === 'layout') for (const child of childLists(node.control, path)) createList(form, child.list, child.path, container.address, context);
  }
}
