import { Typography } from 'antd';

/** A problem of one control (options that failed to load, an invalid bar code), shown where the control is. */
export function InlineError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" role="alert" style={{ display: 'block', fontSize: 12 }}>
      {message}
    </Typography.Text>
  );
}
