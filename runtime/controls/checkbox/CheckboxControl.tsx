import { Checkbox } from 'antd';
import type { Control } from '../../../schemas/types.ts';
import { checkboxCountProblem } from '../../../schemas/rules/ruleLibrary.ts';
import type { FieldRule } from '../../core/fieldRules.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { borderedChoice } from '../shared/choiceStyle.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { asArray, readFlag, readNumber } from '../shared/read.ts';
import { useOptions } from '../shared/useOptions.ts';
import { PrettyChoice } from '../shared/Pretty.tsx';

export function CheckboxControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const { options, error } = useOptions(control);
  const chosen = asArray(value);
  const max = readNumber(control, 'max');
  const full = max !== undefined && chosen.length >= max;
  const bordered = readFlag(control, 'border');
  const locked = disabled || readOnly;
  // The group only lays out and shows the value; each box reports its own change. Checkbox.Group's
  // onChange drops a value whose box has not registered yet, so a click just after the options
  // loaded was lost. As the group did, the value keeps the options' order and only options.
  const toggle = (optionValue: unknown, on: boolean) => {
    const next = new Set(chosen.filter((v) => v !== optionValue));
    if (on) next.add(optionValue);
    onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };
  return (
    <>
      <Checkbox.Group value={chosen} disabled={locked}>
        {options.map((option) => (
          // As el-checkbox-group's max: once full, the unchosen options cannot be ticked.
          <Checkbox
            key={String(option.value)}
            value={option.value}
            onChange={(event) => toggle(option.value, event.target.checked)}
            disabled={full && !chosen.includes(option.value)}
            style={bordered ? borderedChoice : undefined}
          >
            {option.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <InlineError message={error} />
    </>
  );
}

/** min/max counts: '至少选择{n}项' / '最多选择{n}项'. An empty group is left to `required`. */
export function checkboxRules(control: Control): FieldRule[] {
  const min = readNumber(control, 'min');
  const max = readNumber(control, 'max');
  if (min === undefined && max === undefined) return [];
  return [
    {
      validator: (value) => checkboxCountProblem(asArray(value).length, min, max),
    },
  ];
}

export const checkboxControl: ControlEntry = { compType: 'checkbox', role: 'field', Render: CheckboxControl, rules: checkboxRules, Pretty: PrettyChoice };
