import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CronEditor } from './CronEditor.tsx';
import { cronText } from './cronText.ts';

export interface CronInputProps {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  placeholder?: string;
}

/** A form control: the expression as text, and a button that opens the cron editor on it. */
export function CronInput({ value = '', onChange, disabled, placeholder = cronText.placeholder }: CronInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} disabled={disabled} placeholder={placeholder} onChange={(event) => onChange?.(event.target.value)} />
      <Button disabled={disabled} onClick={() => setOpen(true)}>{cronText.choose}</Button>
      <CronEditor open={open} value={value} onCancel={() => setOpen(false)}
        onOk={(expression) => { onChange?.(expression); setOpen(false); }} />
    </Space.Compact>
  );
}
