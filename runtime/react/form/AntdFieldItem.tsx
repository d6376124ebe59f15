import { Form } from 'antd';
import { Suspense } from 'react';
import { useFormLayout } from './formLayout.ts';
import { cssWidth, type FieldItemProps } from './fieldItemProps.ts';

/** The label, required mark and error lines around a control, through antd's Form.Item. */
export function AntdFieldItem({ control, labelWidth, errors = [], compact = false, pretty = false, children }: FieldItemProps) {
  const layout = useFormLayout();
  const messages = [...new Set(errors)];
  const showLabel = !compact && control.showLabel !== false && Boolean(control.label);
  const width = cssWidth(labelWidth ?? layout.labelWidth ?? 80);
  return (
    <Form.Item
      label={showLabel ? control.label : undefined}
      htmlFor={control.id}
      required={showLabel && control.required === true && !pretty}
      validateStatus={messages.length > 0 ? 'error' : undefined}
      help={messages.length > 0 ? messages.map((m) => <div key={m}>{m}</div>) : undefined}
      labelCol={showLabel && !layout.vertical && width ? { flex: `0 0 ${width}` } : undefined}
      wrapperCol={layout.vertical ? undefined : { flex: '1 1 0', style: { minWidth: 0 } }}
      style={compact ? { marginBottom: 0 } : undefined}
    >
      {/* Some kinds load their renderer on first use (bar code, colour picker): the label shows meanwhile. */}
      <Suspense fallback={null}>{children}</Suspense>
    </Form.Item>
  );
}
