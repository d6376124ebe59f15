import { LockOutlined } from '@ant-design/icons';
import { Form, Input, Progress, Typography, type FormInstance } from 'antd';
import { registerMessages as m } from './messages';
import { PASSWORD_MIN_LENGTH, passwordStrength, type PasswordStrength } from './passwordStrength';

const meter: Record<PasswordStrength, { percent: number; color: string }> = {
  short: { percent: 10, color: '#ff4d4f' },
  weak: { percent: 33, color: '#ff4d4f' },
  medium: { percent: 66, color: '#faad14' },
  strong: { percent: 100, color: '#52c41a' },
};

function StrengthHint({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div data-testid="password-strength" data-strength={strength} style={{ marginTop: -16, marginBottom: 16 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {m.strengthTitle}{m.strength[strength]}（{m.strengthHint}）
      </Typography.Text>
      <Progress percent={meter[strength].percent} strokeColor={meter[strength].color} showInfo={false} size="small" />
    </div>
  );
}

/** `password` and `confirm`, with the server's length rule and a strength hint once typing starts. */
export function NewPasswordFields({ form, label = m.passwordLabel, placeholder = m.passwordPlaceholder }: { form: FormInstance; label?: string; placeholder?: string }) {
  const password = (Form.useWatch('password', form) as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: m.passwordRequired },
          { min: PASSWORD_MIN_LENGTH, message: m.passwordTooShort },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={placeholder} aria-label={label} autoComplete="new-password" />
      </Form.Item>
      {password !== '' && <StrengthHint password={password} />}
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
