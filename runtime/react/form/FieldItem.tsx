import { AntdFieldItem } from './AntdFieldItem.tsx';
import type { FieldItemProps } from './fieldItemProps.ts';
import { useFormLayout } from './formLayout.ts';
import { LightFieldItem } from './LightFieldItem.tsx';

export type { FieldItemProps } from './fieldItemProps.ts';

/**
 * The label, required mark and error lines around a control. Inside SchemaForm (which registers
 * antd's form styles once, see StylePrimer) antd's form-item markup is drawn directly; elsewhere
 * (the designer's canvas) it is antd's Form.Item. Both look the same.
 */
export function FieldItem(props: FieldItemProps) {
  const { antd } = useFormLayout();
  return antd ? <LightFieldItem {...props} antd={antd} /> : <AntdFieldItem {...props} />;
}
