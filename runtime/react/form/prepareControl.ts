import type { Control } from '../../../schemas/types.ts';
import type { ControlRegistry } from '../../controls/registry.ts';
import type { ControlEntry } from '../../controls/types.ts';
import { withDefaults } from '../../core/controlDefaults.ts';
import { parseExpression, type ParsedExpression } from '../../core/expression.ts';
import { commonRules, RuleError, type FieldRule } from '../../core/fieldRules.ts';
import { formMessages } from '../messages.ts';

export type PreparedControl =
  | { ok: false; path: string; message: string }
  | {
      ok: true;
      entry: ControlEntry;
      /** The saved control with its kind's defaults merged in. */
      control: Control;
      visibleWhen?: ParsedExpression;
      rules: FieldRule[];
    };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Everything about a control that can be worked out once, before rendering: its kind, its
 * defaults, its parsed condition and its rules. A problem (unknown kind, bad condition, bad
 * regular expression) comes back as a message and the path it belongs to, for an inline panel.
 */
export function prepareControl(raw: Control, path: string, registry: ControlRegistry): PreparedControl {
  const entry = registry.get(raw.compType);
  if (!entry) return { ok: false, path, message: formMessages.unknownKind(String(raw.compType)) };
  const control = withDefaults(raw);

  let visibleWhen: ParsedExpression | undefined;
  if (typeof control.visibleWhen === 'string' && control.visibleWhen.trim() !== '') {
    try {
      visibleWhen = parseExpression(control.visibleWhen);
    } catch (error) {
      return { ok: false, path: `${path}.visibleWhen`, message: formMessages.badCondition(reason(error)) };
    }
  }

  let rules: FieldRule[] = [];
  if (entry.role === 'field') {
    try {
      rules = [...commonRules(control, path), ...(entry.rules?.(control) ?? [])];
    } catch (error) {
      if (error instanceof RuleError) return { ok: false, path: error.path, message: formMessages.badRule(error.message) };
      throw error;
    }
  }
  return { ok: true, entry, control, visibleWhen, rules };
}

const prepared = new WeakMap<Control, { path: string; registry: ControlRegistry; result: PreparedControl }>();

/**
 * prepareControl, remembered per saved control (the last path and registry it was prepared for):
 * the form makes every field before rendering (createFormFields) and each node prepares its
 * control again as it mounts, and a dynamic table's cells share their column.
 */
export function preparedControl(raw: Control, path: string, registry: ControlRegistry): PreparedControl {
  const known = prepared.get(raw);
  if (known && known.path === path && known.registry === registry) return known.result;
  const result = prepareControl(raw, path, registry);
  prepared.set(raw, { path, registry, result });
  return result;
}
