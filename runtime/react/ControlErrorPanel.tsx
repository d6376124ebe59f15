import { Alert } from 'antd';
import { formMessages } from './messages.ts';

/** A control that cannot be shown, in place of the control: what is wrong and where in the schema. */
export function ControlErrorPanel({ path, message }: { path: string; message: string }) {
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={message}
      description={
        <>
          {formMessages.location}：<code>{path}</code>
        </>
      }
    />
  );
}
