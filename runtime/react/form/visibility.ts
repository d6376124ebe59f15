import { evaluate, type ParsedExpression } from '../../core/expression.ts';

interface Toggleable {
  visible: boolean;
  form: { values: Record<string, unknown> };
}

/**
 * A Formily reaction showing a field while `visibleWhen` holds over the form values. Formily
 * re-runs it whenever a value it read changes. A hidden field keeps no value and is not validated.
 */
export function visibilityReaction(condition: ParsedExpression): (field: Toggleable) => void {
  return (field) => {
    try {
      field.visible = Boolean(evaluate(condition, field.form.values));
    } catch {
      // Only a forbidden computed key can fail here; showing the field keeps its rules in force.
      field.visible = true;
    }
  };
}
