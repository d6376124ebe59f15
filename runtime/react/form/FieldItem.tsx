import { Form } from 'antd';
import { Suspense, type ReactNode } from 'react';
import type { Control } from '../../../schemas/types.ts';
import { useFormLayout } from './formLayout.ts';

interface FieldItemProps {
  control: Control;
  /** The saved control's own labelWidth (before defaults): it overrides the form's. */
  labelWidth: unknown;
  errors?: readonly string[];
  /** A dynamic-table cell: no label (the column header has it), no bottom margin. */
  compact?: boolean;
  children: ReactNode;
}

function cssWidth(width: unknown): string | undefined {
  const n = typeof width === 'number' ? width : typeof width === 'string' && width.trim() !== '' ? Number(width) : NaN;
  return Number.isFinite(n) && n > 0 ? `${n}px` : undefined;
}

/** The label, required mark and error lines around a control. */
export function FieldItem({ control, labelWidth, errors = [], compact = false, children }: FieldItemProps) {
  const layout = useFormLayout();
  const messages = [...new Set(errors)];
  const showLabel = !compact && control.showLabel !== false && Boolean(control.label);
  const width = cssWidth(labelWidth ?? layout.labelWidth ?? 80);
  return (
    <Form.Item
      label={showLabel ? control.label : undefined}
      htmlFor={control.id}
      required={showLabel && control.required === true}
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
