import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import type { ControlOption } from '../../../schemas/types.ts';
import { emptyOption, toOptionValue } from '../optionValues.ts';
import { propertyMessages as M } from '../messages.ts';
import { CommitInput } from '../fields/CommitInput.tsx';
import { DataTypeSwitch, isDynamic } from './DataTypeSwitch.tsx';
import type { EditorProps, PanelState } from './editorProps.ts';

/** The options of a select, radio or checkbox group: label and value rows, static or dynamic. */
export function OptionsEditor({ control, onChange, stashes }: EditorProps & Pick<PanelState, 'stashes'>) {
  const options: ControlOption[] = Array.isArray(control.options) ? control.options : [];
  const update = (i: number, change: Partial<ControlOption>) =>
    onChange({ options: options.map((o, at) => (at === i ? { ...o, ...change } : o)) });
  return (
    <>
      <DataTypeSwitch control={control} onChange={onChange} stashes={stashes} />
      {isDynamic(control) ? null : (
        <Flex vertical gap={6}>
          {options.map((option, i) => (
            <Flex key={i} gap={4} align="center">
              <Input
                size="small"
                aria-label={`${M.optionLabel} ${i + 1}`}
                placeholder={M.optionLabel}
                value={option.label}
                onChange={(e) => update(i, { label: e.target.value })}
              />
              {/* Numeric-looking values are stored as numbers (seed 001 §3), checked once typing ends. */}
              <CommitInput
                aria-label={`${M.optionValue} ${i + 1}`}
                placeholder={M.optionValue}
                value={String(option.value)}
                onCommit={(typed) => update(i, { value: toOptionValue(typed) })}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                title={M.remove}
                onClick={() => onChange({ options: options.filter((_, at) => at !== i) })}
              />
            </Flex>
          ))}
          <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onChange({ options: [...options, emptyOption()] })}>
            {M.addOption}
          </Button>
        </Flex>
      )}
    </>
  );
}
