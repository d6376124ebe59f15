import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { LOGIN_PATH } from '../../router/paths';
import { registerMessages as m } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneAndCodeFields } from '../login/PhoneAndCodeFields';
import { isUsernameFree, registerAccount } from './registerApi';

/** Seed 001: 4 to 18 letters, digits or underscores. */
const USERNAME = /^\w{4,18}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,14}$/;

interface RegisterForm {
  username: string;
  password: string;
  confirm: string;
  email?: string;
  phone: string;
  smscode: string;
}

/** Taken names are refused when the field is left; a failed check leaves the decision to the server. */
async function usernameIsFree(_: unknown, value: unknown): Promise<void> {
  if (typeof value !== 'string' || !USERNAME.test(value)) return;
  let free = true;
  try {
    free = await isUsernameFree(value);
  } catch {
    return;
  }
  if (!free) throw new Error(m.usernameTaken);
}

/** /user/register (seed 000 §2.1): a new ordinary account proven by an SMS code to its phone. */
export function RegisterPage() {
  useDocumentTitle(m.registerTitle);
  const [form] = Form.useForm<RegisterForm>();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: RegisterForm) => {
    setSubmitting(true);
    setError(null);
    const username = values.username.trim();
    try {
      const email = values.email?.trim();
      await registerAccount({ username, password: values.password, phone: values.phone, smscode: values.smscode.trim(), ...(email ? { email } : {}) });
      navigate(`/user/register-result?${new URLSearchParams({ username }).toString()}`);
    } catch (failure) {
      setError(failure instanceof Error && failure.message !== '' ? failure.message : m.registerFailed);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} aria-label={m.registerTitle}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{m.registerTitle}</Typography.Title>
      <Form.Item
        name="username"
        validateTrigger={['onChange', 'onBlur']}
        rules={[
          { required: true, whitespace: true, message: m.usernameRequired },
          { pattern: USERNAME, message: m.usernameRule },
          { validateTrigger: 'onBlur', validator: usernameIsFree },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder={m.usernamePlaceholder} aria-label={m.usernameLabel} autoComplete="username" maxLength={18} />
      </Form.Item>
      <NewPasswordFields form={form} />
      <Form.Item name="email" rules={[{ pattern: EMAIL, message: m.emailInvalid }]}>
        <Input prefix={<MailOutlined />} placeholder={m.emailPlaceholder} aria-label={m.emailLabel} autoComplete="email" maxLength={45} />
      </Form.Item>
      <PhoneAndCodeFields form={form} smsmode="1" onError={setError} />
      {error !== null && (
        <div data-testid="register-error" style={{ marginBottom: 24 }}>
          <Alert type="error" showIcon message={error} />
        </div>
      )}
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {m.registerButton}
        </Button>
      </Form.Item>
      <Link to={LOGIN_PATH}>{m.haveAccount}</Link>
    </Form>
  );
}
