import { LockOutlined } from '@ant-design/icons';
import { Form, Input, Typography, type FormInstance } from 'antd';
import { PasswordStrengthMeter } from '../../../controls/password/PasswordStrengthMeter.tsx';
import { registerMessages as m } from './messages';
import { PASSWORD_MIN_LENGTH } from './passwordMinimum';

/** `password` and `confirm`, with the server's length rule and the strength meter once typing starts. */
export function NewPasswordFields({ form, label = m.passwordLabel, placeholder = m.passwordPlaceholder }: { form: FormInstance; label?: string; placeholder?: string }) {
  const password = (Form.useWatch('password', form) as string | undefined) ?? '';
  const meter = password === '' ? undefined : (
    <>
      <PasswordStrengthMeter password={password} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{m.strengthHint}</Typography.Text>
    </>
  );
  return (
    <>
      <Form.Item
        name="password"
        extra={meter}
        rules={[
          { required: true, message: m.passwordRequired },
          { min: PASSWORD_MIN_LENGTH, message: m.passwordTooShort },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={placeholder} aria-label={label} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: m.confirmRequired },
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(m.confirmMismatch)),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={m.confirmPlaceholder} aria-label={m.confirmLabel} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
