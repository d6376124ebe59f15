import { ColorPicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import type { Control } from '../../../schemas/types.ts';
import type { Choice, KeyedSpec } from '../propertySpec.ts';
import { clampNumber } from '../numberBounds.ts';
import { readFlagProperty, readNumberProperty, readProperty, readTextProperty, setProperty } from '../propertyPath.ts';
import type { EditorProps } from '../editors/editorProps.ts';

/** The DOM id of a property's input, so its label names it (`prop-maxLength`, `prop-props.separator`). */
export const fieldId = (key: string) => `prop-${key}`;

// A short list reads best as buttons; a long one (date types, bar formats) as a dropdown.
const asButtons = (choices: readonly Choice[]) => choices.length <= 3 && choices.every((c) => c.label.length <= 4);

/** One property bound to one input: text, number, switch, choice or colour. */
export function SimpleField({ spec, control, onChange }: EditorProps & { spec: KeyedSpec }) {
  const id = fieldId(spec.key);
  return (
    <Form.Item label={spec.label} htmlFor={id}>
      <SimpleInput id={id} spec={spec} control={control} onChange={onChange} />
    </Form.Item>
  );
}

function SimpleInput({ id, spec, control, onChange }: EditorProps & { id: string; spec: KeyedSpec }) {
  const set = <V,>(value: V, patch?: (value: V, control: Control) => Partial<Control>) =>
    onChange(patch ? patch(value, control) : setProperty(control, spec.key, value));
  switch (spec.type) {
    case 'text': {
      const common = { id, value: readTextProperty(control, spec.key), placeholder: spec.placeholder };
      return spec.multiline ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => set(e.target.value, spec.patch)} />
      ) : (
        <Input {...common} onChange={(e) => set(e.target.value, spec.patch)} />
      );
    }
    case 'number':
      return (
        <InputNumber
          id={id}
          value={readNumberProperty(control, spec.key) ?? null}
          min={spec.min}
          max={spec.max}
          step={spec.step}
          precision={spec.precision}
          onChange={(typed) => {
            const next = clampNumber(typed, spec);
            if (next !== undefined && next !== readNumberProperty(control, spec.key)) set(next, spec.patch);
          }}
        />
      );
    case 'switch':
      return <Switch id={id} checked={readFlagProperty(control, spec.key)} onChange={(checked) => set(checked, spec.patch)} />;
    case 'choice': {
      const value = readProperty(control, spec.key) as Choice['value'] | undefined;
      if (asButtons(spec.choices)) {
        return (
          <Radio.Group id={id} optionType="button" size="small" value={value} onChange={(e) => set(e.target.value as Choice['value'], spec.patch)}>
            {spec.choices.map((c) => (
              <Radio.Button key={String(c.value)} value={c.value}>
                {c.label}
              </Radio.Button>
            ))}
          </Radio.Group>
        );
      }
      return (
        <Select
          id={id}
          value={value}
          options={spec.choices.map((c) => ({ value: c.value as string | number, label: c.label }))}
          onChange={(next: Choice['value']) => set(next, spec.patch)}
        />
      );
    }
    case 'color':
      return (
        <ColorPicker
          value={readTextProperty(control, spec.key) || undefined}
          showText
          onChangeComplete={(color) => set(color.toHexString(), spec.patch)}
        />
      );
  }
}
