import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CronEditor } from '../../cron/CronEditor.tsx';
import { cronText } from '../../cron/cronText.ts';
import { asText, readText } from '../shared/read.ts';
import type { FieldControlProps } from '../types.ts';

/**
 * cron (seed 002 §2): the expression as text and a button opening the 800-wide cron editor on it
 * (as runtime/cron/CronInput, with the form's id, blur and read-only state).
 */
export function CronControl({ control, value, onChange, onBlur, disabled, readOnly }: FieldControlProps) {
  const [open, setOpen] = useState(false);
  const expression = asText(value);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={control.id}
        value={expression}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={readText(control, 'placeholder') || cronText.placeholder}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Button disabled={disabled || readOnly} onClick={() => setOpen(true)}>
        {cronText.choose}
      </Button>
      <CronEditor
        open={open}
        value={expression}
        onCancel={() => setOpen(false)}
        onOk={(next) => {
          setOpen(false);
          onChange(next);
          onBlur();
        }}
      />
    </Space.Compact>
  );
}
