import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { safeRedirect } from '../../router/guard';
import { HOME_PATH } from '../../router/paths';
import { login } from '../../session/login';
import { LoginError } from '../../session/loginResult';
import { pageMessages } from '../messages';
import { CaptchaField } from './CaptchaField';
import { useCaptcha } from './useCaptcha';

interface LoginForm {
  username: string;
  password: string;
  captcha?: string;
}

/** Username and password login (seed 000 section 2.1, api-contract section 2). */
export function LoginPage() {
  useDocumentTitle(pageMessages.loginTitle);
  const [form] = Form.useForm<LoginForm>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: LoginForm) => {
    setSubmitting(true);
    setError(null);
    try {
      await login({
        username: values.username.trim(),
        password: values.password,
        captcha: values.captcha?.trim() ?? '',
        checkKey: captcha.checkKey,
        remember_me: true,
      });
      navigate(safeRedirect(searchParams.get('redirect')) ?? HOME_PATH, { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : pageMessages.loginFailedTitle);
      // A wrong captcha is spent; the typed answer belongs to the old image, so it goes with it.
      if (failure instanceof LoginError && failure.isCaptchaError) {
        captcha.refresh();
        form.setFieldValue('captcha', '');
      }
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="on" aria-label={pageMessages.loginTitle}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: pageMessages.usernamePlaceholder }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={pageMessages.usernamePlaceholder}
          aria-label={pageMessages.usernameLabel}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: pageMessages.passwordPlaceholder }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={pageMessages.passwordPlaceholder}
          aria-label={pageMessages.passwordLabel}
          autoComplete="current-password"
        />
      </Form.Item>
      {captcha.enabled === true && <CaptchaField image={captcha.image} onRefresh={captcha.refresh} />}
      {error !== null && (
        <div data-testid="login-error" style={{ marginBottom: 24 }}>
          <Alert type="error" showIcon message={error} />
        </div>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={captcha.enabled === null}>
          {pageMessages.loginButton}
        </Button>
      </Form.Item>
    </Form>
  );
}
