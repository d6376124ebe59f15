import { controlKind } from '../../schemas/controls/catalogue.ts';
import type { Control } from '../../schemas/types.ts';
import { labelledPlaceholder } from './placeholders.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The control as the renderer sees it: the catalogue defaults of its kind under its own saved
 * properties. Object-valued defaults (a cascader's `props`, a cell's `style`) merge one level
 * deep, so a saved `props: { multiple: true }` keeps the default `label`/`value` keys.
 * A control without a placeholder of its own gets the kind's one said with its label.
 * The saved control is never changed: the designer edits exactly what was saved.
 */
export function withDefaults(control: Control): Control {
  const defaults = controlKind(control.compType)?.defaults;
  if (!defaults) return control;
  const merged: Record<string, unknown> = { ...defaults, ...control };
  for (const [key, value] of Object.entries(defaults)) {
    const own = control[key];
    if (isPlainObject(value) && isPlainObject(own)) merged[key] = { ...value, ...own };
  }
  if ('placeholder' in defaults && !('placeholder' in control)) merged.placeholder = labelledPlaceholder(defaults.placeholder, control.label);
  return merged as Control;
}
