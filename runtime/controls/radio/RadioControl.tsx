import { Radio, Space } from 'antd';
import type { ControlEntry, FieldControlProps } from '../types.ts';
import { borderedChoice } from '../shared/choiceStyle.ts';
import { InlineError } from '../shared/InlineError.tsx';
import { readFlag, readText } from '../shared/read.ts';
import { useOptions } from '../shared/useOptions.ts';
import { PrettyChoice } from '../shared/Pretty.tsx';

const SIZES = { medium: 'middle', small: 'small', mini: 'small' } as const;

export function RadioControl({ control, value, onChange, disabled, readOnly }: FieldControlProps) {
  const { options, error } = useOptions(control);
  const asButtons = readText(control, 'optionType') === 'button';
  const bordered = readFlag(control, 'border') && !asButtons;
  const vertical = readFlag(control, 'vertical');
  const size = SIZES[readText(control, 'size') as keyof typeof SIZES];
  const items = options.map((option) =>
    asButtons ? (
      <Radio.Button key={String(option.value)} value={option.value}>
        {option.label}
      </Radio.Button>
    ) : (
      <Radio key={String(option.value)} value={option.value} style={bordered ? borderedChoice : undefined}>
        {option.label}
      </Radio>
    ),
  );
  return (
    <>
      <Radio.Group id={control.id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled || readOnly} size={size}>
        {vertical && !asButtons ? <Space direction="vertical">{items}</Space> : items}
      </Radio.Group>
      <InlineError message={error} />
    </>
  );
}

export const radioControl: ControlEntry = { compType: 'radio', role: 'field', Render: RadioControl, Pretty: PrettyChoice };
