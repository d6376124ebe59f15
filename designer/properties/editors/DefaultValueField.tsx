import { Form, InputNumber, Select } from 'antd';
import { defaultValueMode, parseTypedDefault } from '../defaultValue.ts';
import { propertyLabels as L } from '../messages.ts';
import { formatDefaultValue } from '../optionValues.ts';
import { readProperty } from '../propertyPath.ts';
import { CommitInput } from '../fields/CommitInput.tsx';
import type { EditorProps } from './editorProps.ts';

/** The default value, typed the way the kind holds it (see defaultValueMode). */
export function DefaultValueField({ control, onChange, label = L.value }: EditorProps & { label?: string }) {
  const mode = defaultValueMode(control);
  const value = control.value;
  let input;
  if (mode === 'number') {
    input = (
      <InputNumber
        id="prop-value"
        value={typeof value === 'number' ? value : null}
        onChange={(next) => typeof next === 'number' && onChange({ value: next })}
      />
    );
  } else if (mode === 'switch') {
    const on = readProperty(control, 'active-value');
    const off = readProperty(control, 'inactive-value');
    input = (
      <Select
        id="prop-value"
        value={formatDefaultValue(value)}
        options={[on, off].map((v) => ({ value: formatDefaultValue(v), label: formatDefaultValue(v) }))}
        onChange={(next: string) => onChange({ value: next === formatDefaultValue(on) ? on : off })}
      />
    );
  } else {
    input = (
      <CommitInput
        id="prop-value"
        multiline={control.compType === 'editor' || control.compType === 'textarea'}
        value={formatDefaultValue(value)}
        placeholder={mode === 'list' ? 'a,b' : undefined}
        onCommit={(typed) => onChange({ value: parseTypedDefault(control, typed) })}
      />
    );
  }
  return (
    <Form.Item label={label} htmlFor="prop-value">
      {input}
    </Form.Item>
  );
}
