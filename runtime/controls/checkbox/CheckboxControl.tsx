import { Checkbox } from 'antd';
import type { Control } from '../../../schemas/types.ts';
import { coreMessages } from '../../core/messages.ts';
import type { FieldRule } from '../../core/fieldRules.ts';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { borderedChoice } from '../shared/choiceStyle.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { asArray, readFlag, readNumber } from '../shared/read.ts';
import { useOptions } from '../shared/useOptions.ts';

export function CheckboxControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const { options, error } = useOptions(control);
  const chosen = asArray(value);
  const max = readNumber(control, 'max');
  const full = max !== undefined && chosen.length >= max;
  const bordered = readFlag(control, 'border');
  return (
    <>
      <Checkbox.Group value={chosen} onChange={(next) => onChange(next)} disabled={disabled || readOnly}>
        {options.map((option) => (
          // As el-checkbox-group's max: once full, the unchosen options cannot be ticked.
          <Checkbox
            key={String(option.value)}
            value={option.value}
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
      validator(value) {
        const count = asArray(value).length;
        if (count === 0) return '';
        if (min !== undefined && count < min) return coreMessages.atLeast(min);
        if (max !== undefined && count > max) return coreMessages.atMost(max);
        return '';
      },
    },
  ];
}

export const checkboxControl: ControlEntry = { compType: 'checkbox', role: 'field', Render: CheckboxControl, rules: checkboxRules };
