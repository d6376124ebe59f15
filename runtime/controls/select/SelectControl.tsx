import { Select } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { readFlag, readText } from '../shared/read.ts';
import { useOptions } from '../shared/useOptions.ts';
import { PrettyChoice } from '../shared/Pretty.tsx';

type SelectValue = string | number | boolean | (string | number | boolean)[] | undefined;

function toSelectValue(value: unknown, multiple: boolean): SelectValue {
  if (multiple) return Array.isArray(value) ? value.filter((v) => ['string', 'number', 'boolean'].includes(typeof v)) : [];
  // '' is the older designer's "nothing chosen": antd shows the placeholder only for undefined.
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

export function SelectControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const { options, error } = useOptions(control);
  const multiple = readFlag(control, 'multiple');
  return (
    <>
      <Select
        id={control.id}
        value={toSelectValue(value, multiple)}
        onChange={(next: SelectValue) => onChange(next ?? (multiple ? [] : ''))}
        onBlur={onBlur}
        disabled={disabled || readOnly}
        options={options}
        mode={multiple ? 'multiple' : undefined}
        maxTagCount={readFlag(control, 'collapse-tags') ? 'responsive' : undefined}
        showSearch={readFlag(control, 'filterable')}
        optionFilterProp="label"
        allowClear={readFlag(control, 'clearable')}
        placeholder={readText(control, 'placeholder')}
        style={{ width: '100%' }}
      />
      <InlineError message={error} />
    </>
  );
}

export const selectControl: ControlEntry = { compType: 'select', role: 'field', Render: SelectControl, Pretty: PrettyChoice };
