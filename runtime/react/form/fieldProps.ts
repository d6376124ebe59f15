import { patternOf, type Prepared } from './nodeTypes.ts';
import { visibilityReaction } from './visibility.ts';

/*
 * The props of each control's Formily field, in one place: createFormFields makes every field
 * with them before anything renders, and the nodes pass the same props to <Field> when they mount,
 * so Formily finds the field it already has (same address) instead of making a second one.
 */

const reactionsOf = (prepared: Prepared<'field' | 'display' | 'layout'>) =>
  prepared.visibleWhen ? [visibilityReaction(prepared.visibleWhen)] : [];

/** A value control: keyed by its id, with its rules. */
export function valueFieldProps(prepared: Prepared<'field'>, lockedByPermission: boolean) {
  const { control } = prepared;
  return {
    name: control.id,
    title: control.label,
    validator: prepared.rules,
    reactions: reactionsOf(prepared),
    pattern: patternOf(control, lockedByPermission),
  };
}

/** A display or layout control: a void field, so that visibleWhen hides it (and what it holds). */
export function voidFieldProps(prepared: Prepared<'display' | 'layout'>) {
  return { name: prepared.control.id, reactions: reactionsOf(prepared) };
}
